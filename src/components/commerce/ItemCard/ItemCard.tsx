import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Image } from '@/components/ui';
import type { CommerceImage } from '../types';

/**
 * 'row': one line of a list (an `li`): thumbnail and info side by side, the actions below them on phones (over a
 * rule) and at the end of the line from 768 px. 'card': a tile of a grid (an `article` named by its title
 * heading): thumbnail beside a body that ends with the actions.
 */
export type ItemCardLayout = 'row' | 'card';

type Layout = { $layout: ItemCardLayout };

const Root = styled.article<Layout>(
  ({ theme, $layout }) => css`
    display: grid;
    padding: ${theme.space[4]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.sm};
    ${
      $layout === 'row'
        ? css`
            grid-template-columns: 4.5rem minmax(0, 1fr);
            grid-template-areas:
              'thumb info'
              'actions actions';
            gap: ${theme.space[3]} ${theme.space[4]};
            ${theme.media.desktop} {
              grid-template-columns: 6rem minmax(0, 1fr) auto;
              grid-template-areas: 'thumb info actions';
              align-items: center;
              padding: ${theme.space[4]} ${theme.space[5]};
            }
          `
        : css`
            grid-template-columns: 5.5rem minmax(0, 1fr);
            grid-template-areas: 'thumb info';
            gap: ${theme.space[4]};
            height: 100%;
            ${theme.media.desktop} {
              grid-template-columns: 7rem minmax(0, 1fr);
            }
          `
    }
  `,
);

/** The image at its own aspect ratio (from its width and height): nothing of a cover, or of a course cover's title, is cropped. */
const Thumb = styled.div(
  ({ theme }) => css`
    grid-area: thumb;
    display: block;
    align-self: start;
    border-radius: ${theme.radii.md};
    overflow: hidden;
    background: ${theme.colors.surfaceSunken};
    img {
      width: 100%;
      height: auto;
    }
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
  `,
);

const Info = styled.div<Layout>(
  ({ theme, $layout }) => css`
    grid-area: info;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${$layout === 'row' ? theme.space[1] : theme.space[2]};
    min-width: 0;
  `,
);

/** The title's type and its link's colours, hover and focus ring (on the link itself or on the link in the heading). */
const titleType = css`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;
const titleLink = css`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** A row's title: the link alone (no heading), as heavy as a heading. */
const TitleLink = styled(Link)(
  ({ theme }) => css`
    ${titleType}
    font-weight: ${theme.fontWeights.semibold};
    ${titleLink}
  `,
);

/** A card's title: a heading that names the card, holding the link. */
const TitleHeading = styled.h3`
  margin: 0;
  ${titleType}
  a {
    ${titleLink}
  }
`;

const Actions = styled.div<Layout>(
  ({ theme, $layout }) => css`
    display: flex;
    flex-wrap: wrap;
    ${
      $layout === 'row'
        ? css`
            grid-area: actions;
            align-items: center;
            justify-content: space-between;
            gap: ${theme.space[3]};
            padding-top: ${theme.space[3]};
            border-top: 1px solid ${theme.colors.border};
            ${theme.media.desktop} {
              flex-wrap: nowrap;
              padding-top: 0;
              border-top: 0;
              justify-content: flex-end;
              gap: ${theme.space[4]};
            }
          `
        : css`
            gap: ${theme.space[2]};
            margin-top: auto;
            padding-top: ${theme.space[2]};
          `
    }
  `,
);

/** A small muted line under the title (unit price, 'no price'). */
export const ItemCardNote = styled.p(
  ({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `,
);

export interface ItemCardProps {
  /** 'row' for a line of a list (cart), 'card' for a tile of a grid (wishlist). See ItemCardLayout. */
  layout: ItemCardLayout;
  /** The product's name, shown in the visitor's language. */
  title: string;
  /** The product's detail page, e.g. /book/3: the title links there (and a card's thumbnail too). */
  href: string;
  /** The cover, never cropped; an empty box when absent or broken. */
  image?: CommerceImage;
  /** A label above the title (product type, eBook). */
  badge?: ReactNode;
  /** Lines under the title: price, unit price (ItemCardNote), availability. */
  children?: ReactNode;
  /** Buttons and controls: at the end of a row, at the foot of a card. Omitted: no actions area. */
  actions?: ReactNode;
}

/**
 * The anatomy shared by the cart line and the wishlist card: a thumbnail that is never cropped, a title that
 * links to the product, the lines under it and an actions area. The title is a link in a row, and a heading
 * (with the link) that names the card in a card; a card's thumbnail links to the product too, out of the tab
 * order and hidden from screen readers (the title is the one named link).
 */
export function ItemCard({ layout, title, href, image, badge, children, actions }: ItemCardProps) {
  const titleId = useId();
  const card = layout === 'card';
  const thumbnail = image && (
    <Image
      src={image.src}
      srcSet={image.srcSet}
      avifSrcSet={image.avifSrcSet}
      sizes="7rem"
      width={image.width}
      height={image.height}
      alt=""
      loading="lazy"
    />
  );
  const actionsArea = actions ? <Actions $layout={layout}>{actions}</Actions> : null;
  return (
    <Root as={card ? 'article' : 'li'} $layout={layout} aria-labelledby={card ? titleId : undefined}>
      {card ? (
        <Thumb as={Link} to={href} tabIndex={-1} aria-hidden="true">
          {thumbnail}
        </Thumb>
      ) : (
        <Thumb>{thumbnail}</Thumb>
      )}
      <Info $layout={layout}>
        {badge}
        {card ? (
          <TitleHeading id={titleId}>
            <Link to={href}>{title}</Link>
          </TitleHeading>
        ) : (
          <TitleLink to={href}>{title}</TitleLink>
        )}
        {children}
        {card && actionsArea}
      </Info>
      {!card && actionsArea}
    </Root>
  );
}
