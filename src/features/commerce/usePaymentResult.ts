import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { parseStoredCart, paymentCancelledMachine, retryLines } from '@machines/commerce';
import type { PaymentCancelledViewProps } from '@/components/commerce';
import { useActorClock } from '@/lib/clock';
import { formatDatePtBr } from '@/lib/format';
import { KEYS, sessionStore, store } from '@/lib/storage';
import { orderNumberForReturn } from './orderNumber';
import { useCart, useItemTitle } from './useCart';
import { useCheckout } from './useCheckout';

/**
 * Back from a paid checkout (product §2 Payment success): the purchase is over, so the cart and the last product
 * are cleared. The order number is drawn once per checkout return (the provider's `session_id`, `checkoutId`)
 * and kept in session storage, so a reload shows the number the visitor was asked to keep; the date is today's,
 * in pt-BR.
 */
export function usePaymentSuccess(checkoutId: string | null): { orderNumber: number; date: string } {
  const { clear } = useCart();
  const [orderNumber] = useState(() => orderNumberForReturn(sessionStore, checkoutId));
  const [date] = useState(() => formatDatePtBr(new Date()));

  useEffect(() => {
    clear();
    store.remove(KEYS.lastCheckedProduct);
  }, [clear]);

  return { orderNumber, date };
}

/** What the browser still holds of the purchase (expired entries read as absent and are deleted). */
function storedPurchase() {
  const cart = store.getExpiring(KEYS.cart);
  const lastProduct = store.getExpiring(KEYS.lastCheckedProduct);
  return { cart, lastProduct, hasCart: parseStoredCart(cart).length > 0 };
}

/**
 * Back from a cancelled checkout (product §2 Payment cancelled, §4 Cancelled page, §7 retry): the optional reason
 * (only logged) and a retry that rebuilds the items from the stored cart or the last product. With neither on
 * arrival the view says the session expired; both are removed once the snapshot's lifetime has passed.
 */
export function usePaymentCancelled(): PaymentCancelledViewProps {
  const { i18n } = useTranslation();
  const titleOf = useItemTitle();
  const cart = useCart();
  const checkout = useCheckout();
  const [initial] = useState(storedPurchase);

  const [logic] = useState(() =>
    paymentCancelledMachine.provide({
      actions: {
        purgeStorage: () => {
          console.info('[payment-cancelled] local cart and last product removed after the session time');
          cart.clear();
          store.remove(KEYS.cart);
          store.remove(KEYS.lastCheckedProduct);
        },
        retry: ({ self }) => {
          const { cart: storedCart, lastProduct } = storedPurchase();
          const lines = retryLines(storedCart, lastProduct, titleOf);
          if (!lines) {
            self.send({ type: 'cancelled.sessionLost' });
            return;
          }
          void checkout.submit({ kind: 'retry', lines, language: (i18n.resolvedLanguage ?? i18n.language ?? 'pt').slice(0, 2) });
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, {
    ...useActorClock(),
    input: { hasPurchase: initial.hasCart || initial.lastProduct !== undefined },
  });
  const expired = snapshot.matches('expired');

  return {
    expired,
    hasCart: initial.hasCart && !expired,
    reason: snapshot.context.reason,
    onReasonChange: (reason) => send({ type: 'cancelled.reason', reason }),
    onRetry: () => send({ type: 'cancelled.retry' }),
    retrying: checkout.status === 'creating' || checkout.status === 'redirecting',
  };
}
