import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { useCart } from '@/app/commerce';
import { PaymentSuccessView } from '@/components/commerce';
import { formatDatePtBr } from '@/lib/format';
import { KEYS, store } from '@/lib/storage';
import { pageTitle } from '../content/helpers';
import { randomOrderNumber } from './orderNumber';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * /payment-success (SPEC §2 Payment success): confetti (canvas-confetti, loaded on demand and skipped
 * under reduced motion), a random order number (display only), today's date in pt-BR, credit card,
 * next steps. The purchase is over: the cart and the last product are cleared.
 */
export function Component() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { clear } = useCart();
  const [orderNumber] = useState(() => randomOrderNumber());
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
