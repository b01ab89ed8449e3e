import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { ButtonLink, Container, Heading, Icon, PageHeader, Section, Text } from '@/components/ui';
import { SplitIntro } from '@/components/content/SplitIntro';
import { FeatureCard } from '@/components/content/FeatureCard';
import { CheckList } from '@/components/content/CheckList';
import { images } from '@/data/images';
import { paths } from '@/config/routes';
import { objectList, textList } from '../content/helpers';
import { PageMeta } from '../content/PageMeta';

const Cards = styled.ul(
  ({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
    gap: ${theme.space[5]};
    margin: 0 0 ${theme.space[6]};
    padding: 0;
    list-style: none;
  `,
);

const Spaced = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
`;

const formatIcons = ['user', 'sparkles'] as const;

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
          <Cards>
            {objectList(t, 'mentorship.formats', ['title', 'duration', 'text']).map((format, index) => (
              <FeatureCard
                key={format.title}
                icon={formatIcons[index % formatIcons.length]}
                title={format.title}
                meta={format.duration}
                text={format.text}
              />
            ))}
          </Cards>
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
