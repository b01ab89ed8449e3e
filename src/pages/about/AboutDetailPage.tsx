import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { ButtonLink, Container, Heading, Icon, PageHeader, Section, TextLink } from '@/components/ui';
import { Timeline } from '@/components/content/Timeline';
import { CheckList } from '@/components/content/CheckList';
import { PublicationLinks } from '@/components/content/PublicationLinks';
import { config } from '@/config/env';
import { paths } from '@/config/routes';
import { objectList, textList } from '@/lib/translatedLists';
import { PageMeta } from '@/seo/PageMeta';
import { countOf, publicationLinks } from './publicationLists';

const Columns = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[7]};
    margin-bottom: ${theme.space[5]};
    ${theme.media.wide} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  `,
);

const Actions = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[4]};
  `,
);

/** /about-detail — full background (timeline, approach) and the complete lists of articles and theses. */
export function Component() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const name = config.providerName;
  const id = useId();

  return (
    <>
      <PageMeta title={t('aboutDetail.metaTitle')} description={t('aboutDetail.metaDescription')} />
      <PageHeader eyebrow={t('aboutDetail.eyebrow')} title={t('aboutDetail.title', { name })} lead={t('aboutDetail.lead')} />
      <Section spacing="md">
        <Container>
          <Columns>
            <section aria-labelledby={`${id}-timeline`}>
              <Heading as="h2" size="lg" id={`${id}-timeline`}>
                {t('aboutDetail.timelineTitle')}
              </Heading>
              <Timeline entries={objectList(t, 'aboutDetail.timeline', ['period', 'title', 'text'])} />
            </section>
            <section aria-labelledby={`${id}-approach`}>
              <Heading as="h2" size="lg" id={`${id}-approach`}>
                {t('aboutDetail.approachTitle')}
              </Heading>
              <CheckList items={textList(t, 'aboutDetail.approach')} icon="sparkles" />
            </section>
          </Columns>
        </Container>
      </Section>
      <Section tone="alt" spacing="md">
        <Container>
          <Columns>
            <section aria-labelledby={`${id}-articles`}>
              <Heading as="h2" size="lg" id={`${id}-articles`}>
                {t('aboutDetail.articlesTitle', { count: countOf('artigo') })}
              </Heading>
              <PublicationLinks items={publicationLinks(t, lang, 'artigo')} />
            </section>
            <section aria-labelledby={`${id}-theses`}>
              <Heading as="h2" size="lg" id={`${id}-theses`}>
                {t('aboutDetail.thesesTitle', { count: countOf('tese') })}
              </Heading>
              <PublicationLinks items={publicationLinks(t, lang, 'tese')} />
            </section>
          </Columns>
          <Actions>
            <ButtonLink to={paths.publications} iconRight={<Icon name="arrowRight" size={18} />}>
              {t('aboutDetail.seeAllPublications')}
            </ButtonLink>
            <TextLink to={paths.about} bold>
              {t('aboutDetail.backToAbout')}
            </TextLink>
          </Actions>
        </Container>
      </Section>
    </>
  );
}
