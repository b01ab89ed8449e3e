import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink, Container, Heading, Icon, PageHeader, Section, Text } from '@/components/ui';
import { SplitIntro } from '@/components/content/SplitIntro';
import { CheckList } from '@/components/content/CheckList';
import { images } from '@/data/images';
import { paths } from '@/config/routes';
import { textList } from '@/lib/translatedLists';
import { PageMeta } from '@/seo/PageMeta';
import { MentorshipFormatCards } from './MentorshipFormatCards';

const Spaced = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
`;

/** /mentorias — the mentorship offer (formats, who it is for, benefits) with a link to /mentorship-details. */
export function Component() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <PageMeta
        title={t('sections.mentorships.metaTitle')}
        description={t('sections.mentorships.metaDescription')}
        image={images.mentorship.src}
      />
      <PageHeader
        eyebrow={t('sections.mentorships.eyebrow')}
        title={t('sections.mentorships.title')}
        lead={t('sections.mentorships.lead')}
      >
        <ButtonLink to={paths.mentorshipDetails} iconRight={<Icon name="arrowRight" size={18} />}>
          {t('sections.mentorships.details')}
        </ButtonLink>
      </PageHeader>
      <Section spacing="md" labelledBy={`${id}-formats`}>
        <Container>
          <Heading as="h2" size="lg" id={`${id}-formats`}>
            {t('mentorship.formatsTitle')}
          </Heading>
          <MentorshipFormatCards />
          <SplitIntro
            image={{ ...images.mentorship, alt: t('catalog.images.mentorship.alt') }}
            fallbackSrc={images.mentorshipDefault.src}
          >
            <Heading as="h2" size="lg">
              {t('sections.mentorships.forWhomTitle')}
            </Heading>
            <Text>{t('sections.mentorships.forWhom')}</Text>
            <Heading as="h3" size="md">
              {t('mentorship.benefitsTitle')}
            </Heading>
            <CheckList items={textList(t, 'mentorship.benefits')} />
            <Spaced>
              <ButtonLink to={paths.mentorshipDetails} variant="outline" iconRight={<Icon name="arrowRight" size={18} />}>
                {t('sections.mentorships.details')}
              </ButtonLink>
            </Spaced>
          </SplitIntro>
        </Container>
      </Section>
    </>
  );
}
