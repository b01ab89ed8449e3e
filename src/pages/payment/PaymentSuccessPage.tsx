import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { useCart } from '@/app/commerce';
import { PaymentSuccessView } from '@/components/commerce';
import { formatDatePtBr } from '@/lib/format';
import { KEYS, sessionStore, store } from '@/lib/storage';
import { pageTitle } from '../content/helpers';
import { orderNumberForReturn } from './orderNumber';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * /payment-success (SPEC §2 Payment success): confetti (canvas-confetti, loaded on demand and skipped
 * under reduced motion), a random order number (display only), today's date in pt-BR, credit card,
 * next steps. The purchase is over: the cart and the last product are cleared.
 * The order number is drawn once per checkout return (the provider's `session_id`) and kept in session storage,
 * so a reload of this page shows the same number the visitor was asked to keep.
 */
export function Component() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { clear } = useCart();
  const [searchParams] = useSearchParams();
  const checkoutId = searchParams.get('session_id');
  const [orderNumber] = useState(() => orderNumberForReturn(sessionStore, checkoutId));
  const [date] = useState(() => formatDatePtBr(new Date()));

  useEffect(() => {
    clear();
    store.remove(KEYS.lastCheckedProduct);
  }, [clear]);

  useEffect(() => {
    if (reducedMotion()) return;
    let cancelled = false;
    let reset: (() => void) | undefined;
    import('canvas-confetti')
      .then(({ default: confetti }) => {
        if (cancelled) return;
        reset = () => confetti.reset();
        void confetti({
          particleCount: 120,
          spread: 75,
          origin: { y: 0.3 },
          colors: [theme.colors.primary, theme.colors.accent, theme.colors.star, theme.colors.primarySoft],
          disableForReducedMotion: true,
        });
      })
      .catch((error: unknown) => console.warn('[payment-success] confetti could not load', error));
    return () => {
      cancelled = true;
      reset?.();
    };
  }, [theme]);

  return (
    <>
      <title>{pageTitle(t('paymentSuccess.metaTitle'))}</title>
      <PaymentSuccessView orderNumber={orderNumber} date={date} />
    </>
  );
}

export { Component as PaymentSuccessPage };
