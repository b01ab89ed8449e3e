import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { createCheckout } from '@/api/payment';
import { config } from '@/config/env';
import { EN_PREFIX } from '@/i18n/localePath';
import { KEYS, store } from '@/lib/storage';
import { useLatestCallback } from '@/lib/useLatestCallback';
import {
  cartLines,
  checkoutLines,
  checkoutMachine,
  lastProductOf,
  singleCheckoutLine,
  type CheckoutRequest,
  type ProductType,
} from '@machines/commerce';
import { COMMERCE } from '@machines/shared';
import { CartActorContext } from './CommerceProvider';
import { catalogueProduct } from './catalogue';
import { loadPaymentProvider } from './paymentProvider';
import { writeCart } from './persistence';
import { useItemTitle } from './useCart';

export type CheckoutStatus = 'idle' | 'creating' | 'redirecting' | 'failed';

export interface CheckoutApi {
  checkoutCart(): Promise<void>;
  buyNow(product: { type: ProductType; id: number }): Promise<void>;
  /** Lower level: post prepared lines (the cancelled page's retry). */
  submit(request: CheckoutRequest): Promise<void>;
  status: CheckoutStatus;
}

/** 'pt' or 'en', sent with the payment call so the hosted checkout speaks the visitor's language. */
const languageOf = (i18n: { resolvedLanguage?: string; language?: string }) =>
  (i18n.resolvedLanguage ?? i18n.language ?? 'pt').slice(0, 2);

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

export function checkoutStatusOf(snapshot: CheckoutSnapshot): CheckoutStatus {
  if (snapshot.matches('creating')) return 'creating';
  if (snapshot.matches('redirecting')) return 'redirecting';
  if (snapshot.matches('failed')) return 'failed';
  return 'idle';
}

/**
 * Checkout through the hosted card payment (product §7): builds the payload, posts it with the UI
 * language, and sends the browser to checkout_url when it is on the payment host (or the mock
 * checkout in demo mode). Failures are logged only (product §8); the button becomes usable again.
 */
export function useCheckout(): CheckoutApi {
  const cart = CartActorContext.useActorRef();
  const titleOf = useItemTitle();
  const titleOfNow = useLatestCallback(titleOf);
  const { i18n } = useTranslation();

  const [logic] = useState(() =>
    checkoutMachine.provide({
      actors: {
        loadPaymentProvider: fromPromise(() => loadPaymentProvider()),
        createSession: fromPromise(({ input }) => createCheckout(input.lines, input.language)),
      },
      actions: {
        redirect: (_, params) => window.location.assign(params.url),
        saveLastProduct: (_, params) => store.setExpiring(KEYS.lastCheckedProduct, params.product, COMMERCE.snapshotTtlMs),
        // Written again right before leaving for the payment page: a fresh expiry for the way back.
        saveCartSnapshot: () => writeCart(cart.getSnapshot().context.items, titleOfNow),
        clearLastProduct: () => store.remove(KEYS.lastCheckedProduct),
      },
    }),
  );
  const [input] = useState(() => ({
    policy: {
      paymentHost: config.paymentHost,
      useMocks: config.useMocks,
      mockCheckoutPath: config.mockCheckoutPath,
      spacePrefixes: ['', EN_PREFIX],
      // Read in the browser only (the prerender renders this hook without a window).
      origin: typeof window === 'undefined' ? '' : window.location.origin,
    },
  }));
  const actorRef = useActorRef(logic, { input });
  const status = useSelector(actorRef, checkoutStatusOf);

  // Back from the payment page, the browser may restore this page from its back/forward cache while it
  // was 'redirecting': reset so the buy and checkout buttons work again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) actorRef.send({ type: 'checkout.reset' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [actorRef]);

  const submit = useCallback(
    (request: CheckoutRequest) =>
      new Promise<void>((resolve) => {
        const settled = (s: CheckoutSnapshot) => s.matches('redirecting') || s.matches('failed') || s.matches('idle');
        const subscription = actorRef.subscribe((s) => {
          if (!s.matches('creating') && settled(s)) {
            subscription.unsubscribe();
            resolve();
          }
        });
        actorRef.send({ type: 'checkout.start', request });
        const now = actorRef.getSnapshot();
        if (!now.matches('creating')) {
          subscription.unsubscribe();
          resolve();
        }
      }),
    [actorRef],
  );

  const checkoutCart = useCallback(() => {
    const items = cart.getSnapshot().context.items;
    const lines = checkoutLines(cartLines(items, titleOf));
    return submit({ kind: 'cart', lines, language: languageOf(i18n) });
  }, [cart, titleOf, submit, i18n]);

  const buyNow = useCallback(
    (product: { type: ProductType; id: number }) => {
      const entry = catalogueProduct(product.type, product.id);
      if (!entry) {
        console.warn(`[checkout] ${product.type} ${product.id} cannot be bought (unknown or without price)`);
        return submit({ kind: 'single', lines: [], language: languageOf(i18n) });
      }
      const item = { type: entry.type, id: entry.id, title: titleOf(entry), price: entry.price };
      const line = singleCheckoutLine(item);
      return submit({ kind: 'single', lines: line ? [line] : [], language: languageOf(i18n), lastProduct: lastProductOf(item) });
    },
    [titleOf, submit, i18n],
  );

  return useMemo(() => ({ checkoutCart, buyNow, submit, status }), [checkoutCart, buyNow, submit, status]);
}
