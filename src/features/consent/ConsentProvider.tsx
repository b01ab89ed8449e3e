import { type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { cookieConsentMachine } from '@machines/consent/cookieConsent';
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

/** One consent actor for the whole app (AppStateProviders). */
export function ConsentProvider({ children }: { children: ReactNode }) {
  return <ConsentActorContext.Provider>{children}</ConsentActorContext.Provider>;
}
