import { useMachine } from '@xstate/react';
import { faqMachine } from '@machines/content';

/** An FAQ accordion (product §4 FAQ): one answer open at a time; `onReveal` opens the one find-in-page revealed. */
export function useFaq(): { openId: string | null; onToggle: (id: string) => void; onReveal: (id: string) => void } {
  const [faq, send] = useMachine(faqMachine, { input: {} });
  return {
    openId: faq.context.openId,
    onToggle: (id) => send({ type: 'faq.toggle', id }),
    onReveal: (id) => send({ type: 'faq.open', id }),
  };
}
