import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { mockCheckoutMachine } from '@machines/commerce';
import { cancelMockCheckout, getMockCheckout, payMockCheckout } from '@/api/mockCheckout';
import { useLatestCallback } from '@/lib/useLatestCallback';
// Demo-only view: its types by path, not through the components' barrel.
import type { MockCheckoutViewProps } from '@/components/commerce/MockCheckoutView';

/**
 * The hosted-checkout stand-in of the mock backend: reads the session the mock payment endpoint opened, then pays
 * or cancels it; `onReturn` is given the same-site path the mock answers (the outcome page), as the real
 * provider's redirect would be.
 */
export function useMockCheckout(
  sessionId: string,
  onReturn: (path: string) => void,
): Pick<MockCheckoutViewProps, 'state' | 'lines' | 'totalCents' | 'onPay' | 'onCancel'> {
  const returnTo = useLatestCallback(onReturn);

  const [logic] = useState(() =>
    mockCheckoutMachine.provide({
      actors: {
        loadSession: fromPromise(({ input }) => getMockCheckout(input.sessionId)),
        settle: fromPromise(({ input }) =>
          input.action === 'pay' ? payMockCheckout(input.sessionId) : cancelMockCheckout(input.sessionId),
        ),
      },
      actions: {
        returnTo: (_, { path }) => returnTo(path),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input: { sessionId } });

  const session = snapshot.context.session;
  const lines = (session?.lines ?? []).map((line, index) => ({
    key: `${index}-${line.type ?? ''}-${line.id ?? line.bookId ?? line.courseId ?? ''}`,
    title: line.title,
    quantity: line.quantity,
    priceCents: line.price,
  }));

  const value = snapshot.value;
  const state: MockCheckoutViewProps['state'] =
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

  return {
    state,
    lines,
    totalCents: session?.total ?? 0,
    onPay: () => send({ type: 'mock.pay' }),
    onCancel: () => send({ type: 'mock.cancel' }),
  };
}
