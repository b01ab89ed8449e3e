import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { ButtonLink, Container, Eyebrow, Heading, Icon, Section, Text } from '@/components/ui';
import { RichText } from '@/components/ui/RichText';
import { SplitIntro } from '@/components/content/SplitIntro';
import { FeatureCard } from '@/components/content/FeatureCard';
import { CheckList } from '@/components/content/CheckList';
import { CallToAction } from '@/components/content/CallToAction';
import { images } from '@/data/images';
import { sectionIds, to } from '@/config/routes';
import { objectList, textList } from '@/lib/translatedLists';
import { PageMeta } from '@/seo/PageMeta';

const Mission = styled.blockquote(
  ({ theme }) => css`
    margin: 0;
    padding: ${theme.space[5]} ${theme.space[5]} ${theme.space[5]} ${theme.space[6]};
    border-left: 4px solid ${theme.colors.accent};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.xl};
    line-height: ${theme.lineHeights.snug};
    p {
      margin: 0;
    }
  `,
);

const Bases = styled.ul(
  ({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
    gap: ${theme.space[5]};
    margin: ${theme.space[5]} 0 0;
    padding: 0;
    list-style: none;
  `,
);

/** /nossos-valores — mission, the six bases, commitments and a button to the courses (/#cursos). */
export function Component() {
  const { t } = useTranslation();
  const id = useId();
  const coursesHref = to.homeSection(sectionIds.courses);
  return (
    <>
      <PageMeta title={t('values.metaTitle')} description={t('values.metaDescription')} image={images.values.src} />
      <Section tone="alt" spacing="md">
        <Container>
          <SplitIntro image={{ ...images.values, alt: t('values.imageAlt') }} loading="eager" reverse>
            <Eyebrow>{t('values.eyebrow')}</Eyebrow>
            <Heading as="h1" size="display">
              {t('values.title')}
            </Heading>
            <Text size="lg" tone="muted">
              {t('values.lead')}
            </Text>
            <ButtonLink to={coursesHref} iconRight={<Icon name="arrowRight" size={18} />}>
              {t('values.cta')}
            </ButtonLink>
          </SplitIntro>
        </Container>
      </Section>
      <Section spacing="md" labelledBy={`${id}-mission`}>
        <Container width="narrow">
          <Heading as="h2" size="lg" id={`${id}-mission`}>
            {t('values.missionTitle')}
          </Heading>
          <Mission>
            <p>
              <RichText text={t('values.mission')} />
            </p>
          </Mission>
        </Container>
      </Section>
      <Section tone="alt" spacing="md" labelledBy={`${id}-bases`}>
        <Container>
          <Heading as="h2" size="lg" id={`${id}-bases`}>
            {t('values.basesTitle')}
          </Heading>
          <Bases>
            {objectList(t, 'values.bases', ['title', 'text']).map((base, index) => (
              <FeatureCard
                key={base.title}
                marker={index + 1}
                markerTone={index % 2 ? 'accent' : 'primary'}
                title={base.title}
                text={base.text}
              />
            ))}
          </Bases>
        </Container>
      </Section>
      <Section spacing="md" labelledBy={`${id}-commitments`}>
        <Container width="narrow">
          <Heading as="h2" size="lg" id={`${id}-commitments`}>
            {t('values.commitmentsTitle')}
          </Heading>
          <CheckList items={textList(t, 'values.commitments')} />
        </Container>
      </Section>
      <CallToAction
        title={t('values.ctaTitle')}
        text={t('values.ctaText')}
        actions={
          <ButtonLink to={coursesHref} variant="secondary" size="lg" iconRight={<Icon name="arrowRight" size={18} />}>
            {t('values.cta')}
          </ButtonLink>
        }
      />
    </>
  );
}
