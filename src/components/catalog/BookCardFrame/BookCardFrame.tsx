import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Image, Price, type ImageSource } from '@/components/ui';
import { WishlistHeart } from '../WishlistHeart';
import { liftingCard } from '../internal/cardSurface';

const Root = styled.article(({ theme }) => liftingCard(theme, { shadow: 'md', lift: '-2px' }));

/** The cover whole (contained) on a soft gradient, its top corners rounded, with the badges and the heart over it. */
const Cover = styled.div(
  ({ theme }) => css`
    position: relative;
    aspect-ratio: 2 / 3;
    max-height: 22rem;
    display: flex;
    justify-content: center;
    padding: ${theme.space[5]} ${theme.space[5]} 0;
    background: linear-gradient(180deg, ${theme.colors.surfaceAlt} 0%, ${theme.colors.surfaceSunken} 100%);
    overflow: hidden;
    img {
      width: auto;
      height: 100%;
      max-width: 100%;
      object-fit: contain;
      border-radius: ${theme.radii.sm} ${theme.radii.sm} 0 0;
      box-shadow: ${theme.shadows.lg};
      background: transparent;
    }
  `,
);

const Badges = styled.div(
  ({ theme }) => css`
    position: absolute;
    top: ${theme.space[3]};
    inset-inline-start: ${theme.space[3]};
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${theme.space[1]};
    z-index: 1;
  `,
);

const HeartCorner = styled.div(
  ({ theme }) => css`
    position: absolute;
    top: ${theme.space[3]};
    inset-inline-end: ${theme.space[3]};
    z-index: 1;
  `,
);

const Body = styled.div(
  ({ theme }) => css`
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${theme.space[2]};
    padding: ${theme.space[4]} ${theme.space[5]} ${theme.space[5]};
  `,
);

const Title = styled.h3(
  ({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.snug};
  `,
);

const Meta = styled.p(
  ({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `,
);

const Footer = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
    margin-top: auto;
    padding-top: ${theme.space[2]};
  `,
);

/** What every book card of the shop takes (the printed-book and eBook cards add their own). */
/** The cover of a book card: the cards are about 220 px wide at every width. */
const COVER_SIZES = '220px';

export interface BookCardProps {
  /** Catalogue id. */
  id: number;
  /** The book's name (the card's heading and the heart's name). */
  title: string;
  /** Subtitle line under the title. */
  subtitle?: string;
  /** Author's name, shown as 'by …'. */
  author?: string;
  cover: ImageSource;
  wishlisted: boolean;
  onToggleWishlist: () => void;
  /** Cover loading: 'lazy' below the fold (default). */
  loading?: 'lazy' | 'eager';
}

export interface BookCardFrameProps extends Omit<BookCardProps, 'id'> {
  /** Badges over the cover's top-left corner (discount, eBook); omitted: none. */
  badges?: ReactNode;
  /** Euros, at the top of the footer; omitted: no price (a free eBook). */
  price?: number;
  /** Euros before the discount (struck through). */
  originalPrice?: number;
  /** The footer's call to action, full width (more info, download). */
  children: ReactNode;
}

/**
 * The anatomy of a book in the shop, shared by the printed-book and eBook cards: the whole cover with badges
 * and a wishlist heart over it, the title (a level-3 heading), subtitle and author, then a footer held at the
 * bottom (so the cards of a row line up) with the price and the call to action.
 */
export function BookCardFrame({
  title,
  subtitle,
  author,
  cover,
  loading = 'lazy',
  badges,
  wishlisted,
  onToggleWishlist,
  price,
  originalPrice,
  children,
}: BookCardFrameProps) {
  const { t } = useTranslation();
  return (
    <Root>
      <Cover>
        <Image
          src={cover.src}
          srcSet={cover.srcSet}
          avifSrcSet={cover.avifSrcSet}
          sizes={COVER_SIZES}
          width={cover.width}
          height={cover.height}
          alt=""
          loading={loading}
        />
        {badges ? <Badges>{badges}</Badges> : null}
        <HeartCorner>
          <WishlistHeart title={title} pressed={wishlisted} onToggle={onToggleWishlist} />
        </HeartCorner>
      </Cover>
      <Body>
        <Title>{title}</Title>
        {subtitle && <Meta>{subtitle}</Meta>}
        {author && <Meta>{t('books.by', { author })}</Meta>}
        <Footer>
          {price !== undefined && <Price amount={price} original={originalPrice} />}
          {children}
        </Footer>
      </Body>
    </Root>
  );
}
