import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Container, Heading, Icon, PageHeader, Section } from '@/components/ui';
import { paths } from '@/config/routes';
import { PageMeta } from '@/seo/PageMeta';
import { ImmersionFormatCards, ImmersionHighlightCards } from './ImmersionCards';

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
          <ImmersionFormatCards />
        </Container>
      </Section>
      <Section tone="alt" spacing="md" labelledBy={`${id}-why`}>
        <Container>
          <Heading as="h2" size="lg" id={`${id}-why`}>
            {t('immersion.overviewTitle')}
          </Heading>
          <ImmersionHighlightCards />
          <ButtonLink to={paths.immersionDetails} variant="outline" iconRight={<Icon name="arrowRight" size={18} />}>
            {t('sections.immersions.details')}
          </ButtonLink>
        </Container>
      </Section>
    </>
  );
}
