import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container, Icon, Section, TextLink } from '@/components/ui';

/**
 * How the hero sets the media beside the text:
 * - `cover`: a portrait book cover first, narrower than the text (2 : 3), side by side from 768 px;
 * - `media-start`: a landscape photo first, a little wider than the text, side by side from 1024 px;
 * - `media-end`: the text first and the photo after it, equal columns centred on each other, from 1024 px.
 */
export type DetailArrangement = 'cover' | 'media-start' | 'media-end';

/** The hero's band: `plain` (the page background), `banded` (warm sand with a rule below), `alt` (warm sand). */
export type DetailSurface = 'plain' | 'banded' | 'alt';

const Banded = styled.div(
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

const HeroGrid = styled.div<{ $arrangement: DetailArrangement }>(({ theme, $arrangement }) => {
  const from = $arrangement === 'cover' ? theme.media.desktop : theme.media.wide;
  const columns = {
    cover: 'minmax(0, 2fr) minmax(0, 3fr)',
    'media-start': 'minmax(0, 1.1fr) minmax(0, 1fr)',
    'media-end': 'minmax(0, 1fr) minmax(0, 1fr)',
  }[$arrangement];
  return css`
    display: grid;
    gap: ${theme.space[6]};
    align-items: ${$arrangement === 'media-end' ? 'center' : 'start'};
    ${from} {
      grid-template-columns: ${columns};
      gap: ${theme.space[7]};
    }
  `;
});

export interface DetailLayoutProps {
  /** Id of the h1 inside `intro`: it names the article. */
  titleId: string;
  arrangement: DetailArrangement;
  surface: DetailSurface;
  /** A link back to the list the visitor came from, above the hero. */
  back?: { to: string; label: string };
  /** The picture: a DetailMedia. */
  media: ReactNode;
  /** What the product is: eyebrow or pills, the h1, subtitle or summary, rating. */
  intro: ReactNode;
  /** The price and the actions: a PurchaseBox. */
  purchase: ReactNode;
  /** The sections below the hero (description, programme, facts, benefits, related products). */
  children?: ReactNode;
}

/**
 * The anatomy every product page shares (book, course, launch): an article named by its title, a hero with
 * an optional back link, the media beside what the product is and its purchase box, then the sections.
 * Pages choose how the media sits (`arrangement`) and the hero's band (`surface`); the parts are the same.
 */
export function DetailLayout({ titleId, arrangement, surface, back, media, intro, purchase, children }: DetailLayoutProps) {
  const hero = (
    <Container>
      {back && (
        <Back>
          <Icon name="chevronLeft" size={16} />
          <TextLink to={back.to}>{back.label}</TextLink>
        </Back>
      )}
      <HeroGrid $arrangement={arrangement}>
        {arrangement !== 'media-end' && media}
        <div>
          {intro}
          {purchase}
        </div>
        {arrangement === 'media-end' && media}
      </HeroGrid>
    </Container>
  );
  return (
    <article aria-labelledby={titleId}>
      {surface === 'banded' ? (
        <Banded>{hero}</Banded>
      ) : surface === 'alt' ? (
        <Section tone="alt" spacing="md">
          {hero}
        </Section>
      ) : (
        <Section spacing="sm">{hero}</Section>
      )}
      {children}
    </article>
  );
}
