import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { useCart, useCheckout } from '@/features/commerce';
import { PaymentCancelledView } from '@/components/commerce';
import { itemTitle } from '@/lib/commerce';
import { KEYS, store } from '@/lib/storage';
import { parseStoredCart } from '@machines/commerce/cart.machine';
import { retryLines } from '@machines/commerce/checkout.machine';
import { paymentCancelledMachine } from '@machines/commerce/paymentCancelled.machine';
import { PageMeta } from '@/seo/PageMeta';
import { useActorClock } from '@/lib/clock';

/** What the browser still holds of the purchase (expired entries read as absent and are deleted). */
function storedPurchase() {
  const cart = store.getExpiring(KEYS.cart);
  const lastProduct = store.getExpiring(KEYS.lastCheckedProduct);
  return { cart, lastProduct, hasCart: parseStoredCart(cart).length > 0 };
}

/**
 * /payment-cancelled (product §2 Payment cancelled, §4 Cancelled page, §7 retry): reasons, an optional
 * reason (only logged), support link, and a retry that rebuilds the items from the stored cart or the
 * last product. With neither on arrival: 'Sua sessão expirou…'. Both are removed after 300000 ms.
 */
export function Component() {
  const { t, i18n } = useTranslation();
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
          const lines = retryLines(storedCart, lastProduct, (item) => itemTitle(item, (key) => t(key, { defaultValue: '' })));
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

  return (
    <>
      <PageMeta title={t('paymentCancelled.metaTitle')} description={t('paymentCancelled.metaDescription')} />
      <PaymentCancelledView
        expired={expired}
        hasCart={initial.hasCart && !expired}
        reason={snapshot.context.reason}
        onReasonChange={(reason) => send({ type: 'cancelled.reason', reason })}
        onRetry={() => send({ type: 'cancelled.retry' })}
        retrying={checkout.status === 'creating' || checkout.status === 'redirecting'}
      />
    </>
  );
}

export { Component as PaymentCancelledPage };
