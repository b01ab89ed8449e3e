import { useCallback, useContext, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { cartTotals, sameItem, type CartItem, type ProductType } from '@machines/commerce/cart.machine';
import { CommerceContext, type CommerceContextValue } from './CommerceProvider';
import { catalogueProduct, maxQuantityOf } from './catalogue';

export function useCommerce(): CommerceContextValue {
  const value = useContext(CommerceContext);
  if (!value) throw new Error('Commerce hooks must be used inside <CommerceProvider> (AppStateProviders).');
  return value;
}

export interface CartApi {
  items: CartItem[];
  count: number;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  missingForFreeShippingCents: number;
  add(item: { type: ProductType; id: number }, quantity?: number): void;
  updateQuantity(type: ProductType, id: number, quantity: number): void;
  remove(type: ProductType, id: number): void;
  clear(): void;
  has(type: ProductType, id: number): boolean;
}

/** The cart: items, totals in cents (shipping €3.99, free above €50) and the actions of product §4. */
export function useCart(): CartApi {
  const { cart } = useCommerce();
  const items = useSelector(cart, (s) => s.context.items);
  const totals = useMemo(() => cartTotals(items), [items]);

  const add = useCallback(
    (item: { type: ProductType; id: number }, quantity = 1) => {
      const product = catalogueProduct(item.type, item.id);
      const max = maxQuantityOf(item.type, item.id);
      if (!product || max < 1) {
        console.warn(`[cart] ${item.type} ${item.id} is not in the catalogue, has no price or is sold out; not added`);
        return;
      }
      const current = cart.getSnapshot().context.items.find((i) => sameItem(i, item.type, item.id))?.quantity ?? 0;
      const amount = Math.min(Math.floor(quantity), max - current);
      if (amount < 1) return;
      cart.send({ type: 'cart.add', item: product, quantity: amount });
    },
    [cart],
  );
  const updateQuantity = useCallback(
    (type: ProductType, id: number, quantity: number) =>
      cart.send({ type: 'cart.update', itemType: type, id, quantity: Math.min(quantity, maxQuantityOf(type, id)) }),
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
