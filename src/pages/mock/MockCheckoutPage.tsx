import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { cancelMockCheckout, getMockCheckout, payMockCheckout } from '@/api/mockCheckout';
import type { CheckoutLineView } from '@/components/commerce';
// Demo-only view: imported by path, not through the barrel, so no real-backend build carries it.
import { MockCheckoutView, type MockCheckoutState } from '@/components/commerce/MockCheckoutView';
import { config } from '@/config/env';
import { safeReturnPath } from '@/config/routes';
import { mockCheckoutMachine } from '@machines/commerce/mockCheckout.machine';
import { PageMeta } from '@/seo/PageMeta';

/**
 * /mock-checkout?session=… — the hosted-checkout stand-in that exists only with mocks on. It reads the
 * session the mock payment endpoint opened, shows the order with pay and cancel, and returns to
 * /payment-success or /payment-cancelled like the real provider.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [logic] = useState(() =>
    mockCheckoutMachine.provide({
      actors: {
        loadSession: fromPromise(({ input }) => getMockCheckout(input.sessionId)),
        settle: fromPromise(({ input }) =>
          input.action === 'pay' ? payMockCheckout(input.sessionId) : cancelMockCheckout(input.sessionId),
        ),
      },
      actions: {
        returnTo: (_, { path }) => void navigate(safeReturnPath(path)),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input: { sessionId: params.get('session') ?? '' } });

  const session = snapshot.context.session;
  const lines: CheckoutLineView[] = (session?.lines ?? []).map((line, index) => ({
    key: `${index}-${line.type ?? ''}-${line.id ?? line.bookId ?? line.courseId ?? ''}`,
    title: line.title,
    quantity: line.quantity,
    priceCents: line.price,
  }));

  const value = snapshot.value;
  const state: MockCheckoutState =
    value === 'start' || value === 'loading'
      ? 'loading'
      : value === 'leaving'
        ? 'paying'
        : value === 'paying' ||
            value === 'cancelling' ||
            value === 'paid' ||
            value === 'cancelled' ||
            value === 'notFound' ||
            value === 'error'
          ? value
          : 'ready';

  return (
    <>
      <PageMeta title={t('mockCheckout.metaTitle')} description={t('mockCheckout.metaDescription')} />
      <MockCheckoutView
        state={state}
        merchantName={config.providerName}
        lines={lines}
        totalCents={session?.total ?? 0}
        onPay={() => send({ type: 'mock.pay' })}
        onCancel={() => send({ type: 'mock.cancel' })}
      />
    </>
  );
}

export { Component as MockCheckoutPage };
