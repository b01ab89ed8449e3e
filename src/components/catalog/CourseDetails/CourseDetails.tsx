import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Badge, Card, Container, Eyebrow, Heading, Icon, Section, Text, type ImageSource } from '@/components/ui';
import { CheckList } from '../../content/CheckList';
import { DetailFacts, type DetailFact } from '../DetailFacts';
import { DetailLayout, DetailMedia, PurchaseBox } from '../DetailLayout';

const Badges = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[2]};
    margin-bottom: ${theme.space[2]};
    p {
      margin: 0;
    }
  `,
);

const BodyGrid = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[7]};
    ${theme.media.wide} {
      grid-template-columns: minmax(0, 1.7fr) minmax(0, 1fr);
      align-items: start;
    }
  `,
);

const Blocks = styled.div(
  ({ theme }) => css`
    ${theme.media.wide} {
      grid-column: 1;
      grid-row: 1;
    }
    display: flex;
    flex-direction: column;
    gap: ${theme.space[6]};
  `,
);

const Aside = styled(Card)(
  ({ theme }) => css`
    ${theme.media.wide} {
      grid-column: 2;
      grid-row: 1;
      position: sticky;
      top: calc(${theme.layout.navHeight} + ${theme.space[4]});
    }
  `,
);

export interface CourseSection {
  id: string;
  title: string;
  text: string;
}

export interface CourseDetailsProps {
  eyebrow: string;
  title: string;
  summary?: string;
  /** Extra pill next to the eyebrow (e.g. 'Programa internacional'). */
  badge?: string;
  image: ImageSource & { alt: string };
  /** Link back to the list of courses. */
  back: { to: string; label: string };
  /** The price (a <Price>) or nothing for a course without one. */
  price?: ReactNode;
  /** Wishlist / cart / buy buttons, or the external enrol link. */
  actions: ReactNode;
  /** Small print under the actions. */
  note?: string;
  factsTitle: string;
  facts: DetailFact[];
  sections: CourseSection[];
  outcomesTitle: string;
  outcomes: string[];
}

/** The course page body: hero with image, price and actions, then the programme sections and key facts. */
export function CourseDetails({
  eyebrow,
  title,
  summary,
  badge,
  image,
  back,
  price,
  actions,
  note,
  factsTitle,
  facts,
  sections,
  outcomesTitle,
  outcomes,
}: CourseDetailsProps) {
  const id = useId();
  return (
    <DetailLayout
      titleId={`${id}-title`}
      arrangement="media-start"
      surface="banded"
      back={back}
      media={<DetailMedia kind="photo" image={image} />}
      intro={
        <>
          <Badges>
            <Eyebrow>{eyebrow}</Eyebrow>
            {badge && (
              <Badge tone="accent" icon={<Icon name="globe" size={14} />}>
                {badge}
              </Badge>
            )}
          </Badges>
          <Heading as="h1" size="xl" id={`${id}-title`}>
            {title}
          </Heading>
          {summary && (
            <Text tone="muted" size="lg">
              {summary}
            </Text>
          )}
        </>
      }
      purchase={
        <PurchaseBox actions={actions} note={note}>
          {price && <div data-testid="course-price">{price}</div>}
        </PurchaseBox>
      }
    >
      <Section spacing="md">
        <Container>
          <BodyGrid>
            <Aside forwardedAs="aside" padding="md" aria-labelledby={`${id}-facts`}>
              <Heading as="h2" size="md" id={`${id}-facts`}>
                {factsTitle}
              </Heading>
              <DetailFacts facts={facts} />
            </Aside>
            <Blocks>
              {sections.map((section) => (
                <section key={section.id} aria-labelledby={`${id}-${section.id}`}>
                  <Heading as="h2" size="lg" id={`${id}-${section.id}`}>
                    {section.title}
                  </Heading>
                  <Text>{section.text}</Text>
                </section>
              ))}
              {outcomes.length > 0 && (
                <section aria-labelledby={`${id}-outcomes`}>
                  <Heading as="h2" size="lg" id={`${id}-outcomes`}>
                    {outcomesTitle}
                  </Heading>
                  <CheckList items={outcomes} />
                </section>
              )}
            </Blocks>
          </BodyGrid>
        </Container>
      </Section>
    </DetailLayout>
  );
}
