import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { ButtonLink, Container, Eyebrow, Heading, Icon, Section, Text } from '@/components/ui';
import { RichText } from '@/components/ui/RichText';
import { SplitIntro } from '@/components/content/SplitIntro';
import { PublicationLinks } from '@/components/content/PublicationLinks';
import { images, imageAltKey } from '@/data/images';
import { config } from '@/config/env';
import { paths } from '@/config/routes';
import { objectList, textList } from '@/lib/translatedLists';
import { PageMeta } from '@/seo/PageMeta';
import { publicationLinks } from './publicationLists';

const Highlights = styled.dl(
  ({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${theme.space[3]};
    margin: ${theme.space[5]} 0;
    > div {
      display: flex;
      flex-direction: column-reverse;
      justify-content: flex-end;
      padding: ${theme.space[3]};
      border-radius: ${theme.radii.md};
      background: ${theme.colors.surface};
      border: 1px solid ${theme.colors.border};
    }
    dt {
      font-size: ${theme.fontSizes.sm};
      color: ${theme.colors.textMuted};
      line-height: ${theme.lineHeights.snug};
    }
    dd {
      margin: 0;
      font-family: ${theme.fonts.heading};
      font-size: ${theme.fontSizes['2xl']};
      font-weight: ${theme.fontWeights.bold};
      color: ${theme.colors.primaryHover};
    }
  `,
);

const Columns = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[6]};
    margin-block: ${theme.space[5]};
    ${theme.media.desktop} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  `,
);

/** /about — biography and lists of recent articles and theses. */
export function Component() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const name = config.providerName;
  const id = useId();
  const highlights = objectList(t, 'about.highlights', ['value', 'label']);

  return (
    <>
      <PageMeta title={t('about.metaTitle')} description={t('about.metaDescription')} image={images.aboutPortrait.src} />
      <Section tone="alt" spacing="md">
        <Container>
          <SplitIntro image={{ ...images.aboutPortrait, alt: t(imageAltKey('aboutPortrait'), { name }) }} loading="eager">
            <Eyebrow>{t('about.eyebrow')}</Eyebrow>
            <Heading as="h1" size="display">
              {t('about.title', { name })}
            </Heading>
            <Text size="lg" tone="muted">
              {t('about.lead')}
            </Text>
            <h2 className="visually-hidden">{t('about.highlightsTitle')}</h2>
            <Highlights>
              {highlights.map((item) => (
                <div key={item.label}>
                  <dt>{item.label}</dt>
                  <dd>{item.value}</dd>
                </div>
              ))}
            </Highlights>
            <ButtonLink to={paths.aboutDetail} iconRight={<Icon name="arrowRight" size={18} />}>
              {t('about.moreAboutMe')}
            </ButtonLink>
          </SplitIntro>
        </Container>
      </Section>
      <Section spacing="md" labelledBy={`${id}-bio`}>
        <Container width="narrow">
          <Heading as="h2" size="lg" id={`${id}-bio`}>
            {t('about.bioTitle')}
          </Heading>
          {textList(t, 'about.bio').map((paragraph) => (
            <Text key={paragraph} size="lg">
              <RichText text={paragraph} />
            </Text>
          ))}
        </Container>
      </Section>
      <Section tone="alt" spacing="md" labelledBy={`${id}-pubs`}>
        <Container>
          <Heading as="h2" size="lg" id={`${id}-pubs`}>
            {t('about.publicationsTitle')}
          </Heading>
          <Text tone="muted">{t('about.publicationsLead')}</Text>
          <Columns>
            <div>
              <Heading as="h3" size="md" id={`${id}-articles`}>
                {t('about.articlesTitle')}
              </Heading>
              <PublicationLinks items={publicationLinks(t, lang, 'artigo', 4)} labelledBy={`${id}-articles`} />
            </div>
            <div>
              <Heading as="h3" size="md" id={`${id}-theses`}>
                {t('about.thesesTitle')}
              </Heading>
              <PublicationLinks items={publicationLinks(t, lang, 'tese', 4)} labelledBy={`${id}-theses`} />
            </div>
          </Columns>
          <ButtonLink to={paths.publications} variant="outline" iconRight={<Icon name="arrowRight" size={18} />}>
            {t('about.seeAllPublications')}
          </ButtonLink>
        </Container>
      </Section>
    </>
  );
}
