import { useState, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { cookieConsentMachine, storedConsentState } from '@machines/consent';
import { readConsentCookie, writeConsentCookie } from './consentCookie';

/** The consent machine with the browser's cookie jar and console plugged in. */
export const consentLogic = cookieConsentMachine.provide({
  actors: {
    readDecision: fromPromise<unknown>(async () => readConsentCookie()),
  },
  actions: {
    persistDecision: (_, params) => writeConsentCookie(params.decision),
    logDecline: () => console.info('Cookie consent declined: only the answer is recorded, no optional cookies are set.'),
  },
});

export const ConsentActorContext = createActorContext(consentLogic);

/**
 * One consent actor for the whole app (AppStateProviders). In the browser it starts from the answer in the
 * cookie, read as the actor is made, not through the machine's `checking` read: that read settled
 * just after the first commit, and the store update it made (always synchronous in React) re-rendered the
 * frame in the middle of the page's hydration. Until the app is hydrated, `useConsent` reports `checking`
 * anyway, as the prerendered page shows it; the answer shows in React's deferred pass after hydration.
 * On the server there is no cookie: the actor stays in `checking`, never started.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [options] = useState(() =>
    typeof document === 'undefined'
      ? undefined
      : { snapshot: consentLogic.resolveState(storedConsentState(readConsentCookie())) },
  );
  return <ConsentActorContext.Provider options={options}>{children}</ConsentActorContext.Provider>;
}
