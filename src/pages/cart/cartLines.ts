import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { maxQuantityOf, type CartItem } from '@/features/commerce';
import type { CartLineView } from '@/components/commerce';
import { to } from '@/config/routes';
import { getBook, getCourse } from '@/data';
import { unitCents } from '@machines/cart';

/** Cart items as the cart page shows them: translated title, detail link, catalogue image, unit price in cents, stock limit. */
export function useCartLines(items: CartItem[]): CartLineView[] {
  const { t } = useTranslation();
  return useMemo(
    () =>
      items.map((item) => {
        const product = item.type === 'book' ? getBook(item.id) : getCourse(item.id);
        const translated = item.titleKey ? t(item.titleKey, { defaultValue: '' }) : '';
        return {
          type: item.type,
          id: item.id,
          title: translated || item.title || '',
          href: item.type === 'book' ? to.book(item.id) : to.course(item.id),
          image: product?.image,
          unitCents: unitCents(item.price) ?? 0,
          quantity: item.quantity,
          maxQuantity: Math.max(item.quantity, maxQuantityOf(item.type, item.id)),
        };
      }),
    [items, t],
  );
}
