import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { usePaymentSuccess } from '@/features/commerce';
import { PaymentSuccessView } from '@/components/commerce';
import { PageMeta } from '@/seo/PageMeta';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * /payment-success (product §2 Payment success): confetti (canvas-confetti, loaded on demand, skipped
 * under reduced motion, drawn on an aria-hidden canvas), a random order number (display only), today's date in pt-BR, credit card,
 * next steps. The purchase is over: the commerce feature clears the cart and the last product, and keeps the
 * order number of this checkout return (the provider's `session_id`) for the tab.
 */
export function Component() {
  const { t } = useTranslation();
  const theme = useTheme();
  const [searchParams] = useSearchParams();
  const { orderNumber, date } = usePaymentSuccess(searchParams.get('session_id'));

  useEffect(() => {
    if (reducedMotion()) return;
    let cancelled = false;
    let reset: (() => void) | undefined;
    import('canvas-confetti')
      .then(({ default: confetti }) => {
        if (cancelled) return;
        // Our own canvas rather than the library's, so it can be hidden from assistive technology:
        // the confetti is decoration. Same place as the library's (fixed over the window, z-index 100,
        // no pointer events), and it leaves the page when the animation ends.
        const canvas = document.createElement('canvas');
        canvas.setAttribute('aria-hidden', 'true');
        Object.assign(canvas.style, {
          position: 'fixed',
          top: '0',
          left: '0',
          width: '100%',
          height: '100%',
          pointerEvents: 'none',
          zIndex: '100',
        });
        document.body.appendChild(canvas);
        // Drawn at the window's size as it starts; not resized after. The library's `resize` sends each new size
        // to its worker, and a size of 0 (the canvas hidden, as when the receipt is printed) made the worker
        // throw (`getBoundingClientRect` of its offscreen canvas). The animation lasts a few seconds.
        canvas.width = document.documentElement.clientWidth;
        canvas.height = document.documentElement.clientHeight;
        const fire = confetti.create(canvas, { resize: false, useWorker: true });
        reset = () => {
          fire.reset();
          canvas.remove();
        };
        const done = fire({
          particleCount: 120,
          spread: 75,
          origin: { y: 0.3 },
          colors: [theme.colors.primary, theme.colors.accent, theme.colors.star, theme.colors.primarySoft],
          disableForReducedMotion: true,
        });
        if (done) void done.then(() => canvas.remove());
        else canvas.remove();
      })
      .catch((error: unknown) => console.warn('[payment-success] confetti could not load', error));
    return () => {
      cancelled = true;
      reset?.();
    };
  }, [theme]);

  return (
    <>
      <PageMeta title={t('paymentSuccess.metaTitle')} description={t('paymentSuccess.metaDescription')} />
      <PaymentSuccessView orderNumber={orderNumber} date={date} />
    </>
  );
}

export { Component as PaymentSuccessPage };
