import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cartTotals, itemTitle, sameItem, type CartItem, type CartTotals, type ProductType } from '@machines/commerce';
import { CartActorContext } from './CommerceProvider';
import { catalogueProduct, maxQuantityOf } from './catalogue';

export interface CartApi extends CartTotals {
  items: CartItem[];
  add(item: { type: ProductType; id: number }, quantity?: number): void;
  updateQuantity(type: ProductType, id: number, quantity: number): void;
  remove(type: ProductType, id: number): void;
  clear(): void;
  has(type: ProductType, id: number): boolean;
}

/**
 * The cart: items, totals in cents (shipping €3.99, free above €50) and the actions of product §4. Each line is
 * sent with the most the shop accepts of it (the book's stock, capped): the cart machine keeps every line within it.
 */
export function useCart(): CartApi {
  const cart = CartActorContext.useActorRef();
  const items = CartActorContext.useSelector((s) => s.context.items);
  const totals = useMemo(() => cartTotals(items), [items]);

  const add = useCallback(
    (item: { type: ProductType; id: number }, quantity = 1) => {
      const product = catalogueProduct(item.type, item.id);
      const maxQuantity = maxQuantityOf(item.type, item.id);
      if (!product || maxQuantity < 1) {
        console.warn(`[cart] ${item.type} ${item.id} is not in the catalogue, has no price or is sold out; not added`);
        return;
      }
      cart.send({ type: 'cart.add', item: product, quantity, maxQuantity });
    },
    [cart],
  );
  const updateQuantity = useCallback(
    (type: ProductType, id: number, quantity: number) =>
      cart.send({ type: 'cart.update', itemType: type, id, quantity, maxQuantity: maxQuantityOf(type, id) }),
    [cart],
  );
  const remove = useCallback((type: ProductType, id: number) => cart.send({ type: 'cart.remove', itemType: type, id }), [cart]);
  const clear = useCallback(() => cart.send({ type: 'cart.clear' }), [cart]);
  const has = useCallback((type: ProductType, id: number) => items.some((i) => sameItem(i, type, id)), [items]);

  return useMemo(
    () => ({ items, ...totals, add, updateQuantity, remove, clear, has }),
    [items, totals, add, updateQuantity, remove, clear, has],
  );
}

/** The title of a cart or stored item in the current language (the title stored with it as a fallback). */
export function useItemTitle(): (item: Pick<CartItem, 'titleKey' | 'title'>) => string {
  const { t } = useTranslation();
  return useCallback((item) => itemTitle(item, (key) => t(key, { defaultValue: '' })), [t]);
}
