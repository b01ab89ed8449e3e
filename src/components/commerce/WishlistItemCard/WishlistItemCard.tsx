import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Badge, Button, Icon, Image, Price } from '@/components/ui';
import type { WishlistEntryView } from '../types';

const Root = styled.article(
  ({ theme }) => css`
    display: grid;
    grid-template-columns: 5.5rem minmax(0, 1fr);
    gap: ${theme.space[4]};
    height: 100%;
    padding: ${theme.space[4]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.sm};
    ${theme.media.desktop} {
      grid-template-columns: 7rem minmax(0, 1fr);
    }
  `,
);

/** The cover at its own aspect ratio (from the image's width and height): a course cover's title is never cut. */
const Thumb = styled(Link)(
  ({ theme }) => css`
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

const Body = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${theme.space[2]};
    min-width: 0;
  `,
);

const Title = styled.h3(
  ({ theme }) => css`
    margin: 0;
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.snug};
    a {
      color: ${theme.colors.text};
      text-decoration: none;
    }
    a:hover {
      color: ${theme.colors.primary};
      text-decoration: underline;
    }
    a:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
      border-radius: ${theme.radii.sm};
    }
  `,
);

const Muted = styled.p(
  ({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `,
);

const Actions = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]};
    margin-top: auto;
    padding-top: ${theme.space[2]};
  `,
);

export interface WishlistItemCardProps {
  item: WishlistEntryView;
  onAddToCart: () => void;
  onRemove: () => void;
}

/** A saved book or course: image, title (link), price, add-to-cart (disabled when in the cart, sold out or without price) and remove. */
export function WishlistItemCard({ item, onAddToCart, onRemove }: WishlistItemCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const canAdd = item.price !== null && !item.soldOut && !item.inCart;
  return (
    <Root aria-labelledby={titleId}>
      <Thumb to={item.href} tabIndex={-1} aria-hidden="true">
        {item.image && (
          <Image src={item.image.src} width={item.image.width} height={item.image.height} alt="" loading="lazy" hideOnError />
        )}
      </Thumb>
      <Body>
        {item.ebook && <Badge tone="info">{t('wishlist.ebook')}</Badge>}
        <Title id={titleId}>
          <Link to={item.href}>{item.title}</Link>
        </Title>
        {item.price !== null ? (
          <Price amount={item.price} original={item.originalPrice} />
        ) : (
          <Muted>{t('wishlist.noPrice')}</Muted>
        )}
        {item.soldOut && <Badge tone="danger">{t('wishlist.soldOut')}</Badge>}
        <Actions>
          {item.price !== null && (
            <Button
              size="sm"
              onClick={onAddToCart}
              disabled={!canAdd}
              aria-label={item.inCart ? undefined : t('wishlist.addToCartLabel', { title: item.title })}
              iconLeft={<Icon name={item.inCart ? 'check' : 'cart'} size={16} />}
            >
              {item.inCart ? t('wishlist.inCart') : t('wishlist.addToCart')}
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            onClick={onRemove}
            aria-label={t('wishlist.removeLabel', { title: item.title })}
            iconLeft={<Icon name="trash" size={16} />}
          >
            {t('wishlist.remove')}
          </Button>
        </Actions>
      </Body>
    </Root>
  );
}
