import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { ButtonLink, Container, Heading, Icon, LinkText, PageHeader, Section } from '@/components/ui';
import { FeatureCard } from '@/components/content/FeatureCard';
import { paths } from '@/config/routes';
import { objectList } from '../content/helpers';
import { PageMeta } from '../content/PageMeta';
import { immersionFormatHref } from '../immersion/immersionLinks';

const Cards = styled.ul(
  ({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
    gap: ${theme.space[5]};
    margin: 0 0 ${theme.space[6]};
    padding: 0;
    list-style: none;
  `,
);

const highlightIcons = ['sparkles', 'user', 'play'] as const;

/** /imersoes — the immersion formats, each with 'more info' to /contact, and a link to /imersao-details. */
export function Component() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <PageMeta title={t('sections.immersions.metaTitle')} description={t('sections.immersions.metaDescription')} />
      <PageHeader
        eyebrow={t('sections.immersions.eyebrow')}
        title={t('sections.immersions.title')}
        lead={t('sections.immersions.lead')}
      >
        <ButtonLink to={paths.immersionDetails} iconRight={<Icon name="arrowRight" size={18} />}>
          {t('sections.immersions.details')}
        </ButtonLink>
      </PageHeader>
      <Section spacing="md" labelledBy={`${id}-formats`}>
        <Container>
          <Heading as="h2" size="lg" id={`${id}-formats`}>
            {t('immersion.formatsTitle')}
          </Heading>
          <Cards>
            {objectList(t, 'immersion.formats', ['title', 'duration', 'text']).map((format, index) => (
              <FeatureCard
                key={format.title}
                icon="calendar"
                markerTone="accent"
                title={format.title}
                meta={format.duration}
                text={format.text}
                action={
                  <ButtonLink
                    to={immersionFormatHref(index)}
                    variant="outline"
                    size="sm"
                    iconRight={<Icon name="arrowRight" size={16} />}
                  >
                    <LinkText text={t('common.moreInfo')} label={t('immersion.formatMoreInfo', { title: format.title })} />
                  </ButtonLink>
                }
              />
            ))}
          </Cards>
        </Container>
      </Section>
      <Section tone="alt" spacing="md" labelledBy={`${id}-why`}>
        <Container>
          <Heading as="h2" size="lg" id={`${id}-why`}>
            {t('immersion.overviewTitle')}
          </Heading>
          <Cards>
            {objectList(t, 'immersion.highlights', ['title', 'text']).map((item, index) => (
              <FeatureCard
                key={item.title}
                icon={highlightIcons[index % highlightIcons.length]}
                title={item.title}
                text={item.text}
              />
            ))}
          </Cards>
          <ButtonLink to={paths.immersionDetails} variant="outline" iconRight={<Icon name="arrowRight" size={18} />}>
            {t('sections.immersions.details')}
          </ButtonLink>
        </Container>
      </Section>
    </>
  );
}
