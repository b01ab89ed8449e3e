import { useTranslation } from 'react-i18next';
import { Badge, Button, Icon, Price } from '@/components/ui';
import { ItemCard, ItemCardNote } from '../ItemCard';
import type { WishlistEntryView } from '../types';

export interface WishlistItemCardProps {
  item: WishlistEntryView;
  onAddToCart: () => void;
  onRemove: () => void;
}

/** A saved book or course: image, title (link), price, add-to-cart (disabled when in the cart, sold out or without price) and remove. */
export function WishlistItemCard({ item, onAddToCart, onRemove }: WishlistItemCardProps) {
  const { t } = useTranslation();
  const canAdd = item.price !== null && !item.soldOut && !item.inCart;
  return (
    <ItemCard
      layout="card"
      title={item.title}
      href={item.href}
      image={item.image}
      badge={item.ebook && <Badge tone="info">{t('wishlist.ebook')}</Badge>}
      actions={
        <>
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
        </>
      }
    >
      {item.price !== null ? (
        <Price amount={item.price} original={item.originalPrice} />
      ) : (
        <ItemCardNote>{t('wishlist.noPrice')}</ItemCardNote>
      )}
      {item.soldOut && <Badge tone="danger">{t('wishlist.soldOut')}</Badge>}
    </ItemCard>
  );
}
