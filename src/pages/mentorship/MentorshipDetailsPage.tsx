import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { ButtonLink, Container, Eyebrow, Heading, Icon, Section, Text } from '@/components/ui';
import { RichText } from '@/components/ui/RichText';
import { SplitIntro } from '@/components/content/SplitIntro';
import { CheckList } from '@/components/content/CheckList';
import { FaqList } from '@/components/content/FaqList';
import { CallToAction } from '@/components/content/CallToAction';
import { images } from '@/data/images';
import { paths } from '@/config/routes';
import { useFaq } from '@/features/content';
import { objectList, textList } from '@/lib/translatedLists';
import { PageMeta } from '@/seo/PageMeta';
import { MentorshipFormatCards } from './MentorshipFormatCards';

const Split = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[7]};
    ${theme.media.wide} {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
  `,
);

/** /mentorship-details — the mentorship offer, FAQ (#faq, one answer open at a time) and a button to /contact. */
export function Component() {
  const { t } = useTranslation();
  const id = useId();
  const faq = useFaq();
  const questions = objectList(t, 'mentorship.faq', ['question', 'answer']).map((item, index) => ({
    id: `q${index + 1}`,
    ...item,
  }));

  return (
    <>
      <PageMeta
        title={t('mentorship.metaTitle')}
        description={t('mentorship.metaDescription')}
        image={images.mentorshipHero.src}
      />
      <Section tone="alt" spacing="md">
        <Container>
          <SplitIntro
            image={{ ...images.mentorshipHero, alt: t('mentorship.imageAlt') }}
            fallbackSrc={images.mentorshipDefault.src}
            loading="eager"
            reverse
          >
            <Eyebrow>{t('mentorship.eyebrow')}</Eyebrow>
            <Heading as="h1" size="xl">
              {t('mentorship.title')}
            </Heading>
            <Text size="lg" tone="muted">
              {t('mentorship.lead')}
            </Text>
            <ButtonLink to={paths.contact} iconRight={<Icon name="mail" size={18} />}>
              {t('mentorship.cta')}
            </ButtonLink>
          </SplitIntro>
        </Container>
      </Section>
      <Section spacing="md">
        <Container>
          <Split>
            <section aria-labelledby={`${id}-what`}>
              <Heading as="h2" size="lg" id={`${id}-what`}>
                {t('mentorship.whatTitle')}
              </Heading>
              {textList(t, 'mentorship.what').map((paragraph) => (
                <Text key={paragraph}>
                  <RichText text={paragraph} />
                </Text>
              ))}
            </section>
            <section aria-labelledby={`${id}-benefits`}>
              <Heading as="h2" size="lg" id={`${id}-benefits`}>
                {t('mentorship.benefitsTitle')}
              </Heading>
              <CheckList items={textList(t, 'mentorship.benefits')} />
            </section>
          </Split>
        </Container>
      </Section>
      <Section tone="alt" spacing="md" labelledBy={`${id}-formats`}>
        <Container>
          <Heading as="h2" size="lg" id={`${id}-formats`}>
            {t('mentorship.formatsTitle')}
          </Heading>
          <MentorshipFormatCards spacing="none" />
        </Container>
      </Section>
      <Section id="faq" spacing="md" labelledBy={`${id}-faq`}>
        <Container width="narrow">
          <Heading as="h2" size="lg" id={`${id}-faq`}>
            {t('mentorship.faqTitle')}
          </Heading>
          <FaqList items={questions} {...faq} />
        </Container>
      </Section>
      <CallToAction
        title={t('mentorship.ctaTitle')}
        text={t('mentorship.ctaText')}
        actions={
          <ButtonLink to={paths.contact} variant="secondary" size="lg" iconRight={<Icon name="arrowRight" size={18} />}>
            {t('mentorship.cta')}
          </ButtonLink>
        }
      />
    </>
  );
}
