import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Badge, Card, Container, Eyebrow, Heading, Icon, Image, Section, Text, TextLink } from '@/components/ui';
import { CheckList } from '../../content/CheckList';
import { DetailFacts, type DetailFact } from '../DetailFacts';

const Hero = styled.div(
  ({ theme }) => css`
    padding-block: ${theme.space[5]} ${theme.space[7]};
    background: ${theme.colors.surfaceAlt};
    border-bottom: 1px solid ${theme.colors.border};
    ${theme.media.desktop} {
      padding-block: ${theme.space[6]} ${theme.space[8]};
    }
  `,
);

const Back = styled.p(
  ({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[1]};
    margin: 0 0 ${theme.space[5]};
    font-size: ${theme.fontSizes.sm};
  `,
);

const HeroGrid = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[6]};
    align-items: start;
    ${theme.media.wide} {
      grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
      gap: ${theme.space[7]};
    }
  `,
);

const Media = styled.div(
  ({ theme }) => css`
    border-radius: ${theme.radii.xl};
    overflow: hidden;
    box-shadow: ${theme.shadows.md};
    background: ${theme.colors.surfaceSunken};
    img {
      width: 100%;
    }
  `,
);

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

const Purchase = styled(Card)(
  ({ theme }) => css`
    gap: ${theme.space[4]};
    margin-top: ${theme.space[5]};
  `,
);

const Actions = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[3]};
    > * {
      flex: 1 1 12rem;
    }
  `,
);

const Note = styled.p(
  ({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
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
  image: { src: string; width: number; height: number; alt: string };
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
    <article aria-labelledby={`${id}-title`}>
      <Hero>
        <Container>
          <Back>
            <Icon name="chevronLeft" size={16} />
            <TextLink to={back.to}>{back.label}</TextLink>
          </Back>
          <HeroGrid>
            <Media>
              <Image
                src={image.src}
                width={image.width}
                height={image.height}
                alt={image.alt}
                loading="eager"
                fetchPriority="high"
              />
            </Media>
            <div>
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
              <Purchase padding="md">
                {price && <div data-testid="course-price">{price}</div>}
                <Actions>{actions}</Actions>
                {note && <Note>{note}</Note>}
              </Purchase>
            </div>
          </HeroGrid>
        </Container>
      </Hero>
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
    </article>
  );
}
