import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { maxQuantityOf, type CartItem } from '@/features/commerce';
import type { CartLineView } from '@/components/commerce';
import { to } from '@/config/routes';
import { getBook, getCourse } from '@/data';
import { itemTitle } from '@/lib/commerce';
import { cartLines } from '@machines/commerce/cart.machine';

/** Cart items as the cart page shows them: the cart's lines (title, unit price in cents) with detail link, catalogue image and stock limit. */
export function useCartLines(items: CartItem[]): CartLineView[] {
  const { t } = useTranslation();
  return useMemo(
    () =>
      cartLines(items, (item) => itemTitle(item, (key) => t(key, { defaultValue: '' }))).map((line) => {
        const product = line.type === 'book' ? getBook(line.id) : getCourse(line.id);
        return {
          ...line,
          href: line.type === 'book' ? to.book(line.id) : to.course(line.id),
          image: product?.image,
          unitCents: line.unitCents ?? 0,
          maxQuantity: Math.max(line.quantity, maxQuantityOf(line.type, line.id)),
        };
      }),
    [items, t],
  );
}
