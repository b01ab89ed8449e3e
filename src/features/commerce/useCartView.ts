import { useMemo } from 'react';
import { cartLines, type CartItem } from '@machines/commerce';
import { TIMINGS } from '@machines/shared';
import type { CartLineView, CartViewProps } from '@/components/commerce';
import { to } from '@/config/routes';
import { getBook, getCourse } from '@/data';
import { useAuth, useLoginGate } from '@/features/auth';
import { maxQuantityOf } from './catalogue';
import { useCart, useItemTitle } from './useCart';
import { useCheckout } from './useCheckout';

/** Cart items as the cart page shows them: the cart's lines (title, unit price in cents) with detail link, catalogue image and stock limit. */
export function useCartLines(items: CartItem[]): CartLineView[] {
  const titleOf = useItemTitle();
  return useMemo(
    () =>
      cartLines(items, titleOf).map((line) => {
        const product = line.type === 'book' ? getBook(line.id) : getCourse(line.id);
        return {
          ...line,
          href: line.type === 'book' ? to.book(line.id) : to.course(line.id),
          image: product?.image,
          unitCents: line.unitCents ?? 0,
          maxQuantity: Math.max(line.quantity, maxQuantityOf(line.type, line.id)),
        };
      }),
    [items, titleOf],
  );
}

/**
 * Everything the cart page shows and does (product §2 Cart page): its lines, the totals, the checkout's state,
 * and the checkout itself behind the login gate (the page itself is not login-checked, §5).
 */
export function useCartView(): CartViewProps {
  const cart = useCart();
  const { isLoggedIn } = useAuth();
  const gate = useLoginGate();
  const checkout = useCheckout();
  const items = useCartLines(cart.items);

  const onCheckout = () => {
    if (!gate({ rememberPath: true })) return;
    void checkout.checkoutCart();
  };

  return {
    items,
    totals: cart,
    status: checkout.status,
    isLoggedIn,
    onQuantityChange: cart.updateQuantity,
    onRemove: cart.remove,
    onCheckout,
    fadeInDelayMs: TIMINGS.cartFadeIn,
  };
}
