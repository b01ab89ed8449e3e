import { assign, fromPromise, setup } from 'xstate';

/**
 * Cookie consent (product §2 "Cookie banner", §9).
 *
 *   checking ──(stored 'accepted')──▶ accepted
 *            ──(stored 'declined')──▶ declined
 *            ──(nothing / corrupt / read error)──▶ undecided (banner shown)
 *   undecided ──consent.accept──▶ accepted   (persistDecision: cookieConsent=accepted, 150 days)
 *             ──consent.decline─▶ declined   (logDecline + persistDecision: cookieConsent=declined, 150 days)
 *   accepted | declined ──consent.reopen──▶ undecided (the cookie policy page lets people change their answer)
 *
 * Of the "both readings" (product §9): we keep the banner's 150 days (CONSENT.maxAgeDays) and do NOT
 * accept on scroll (scrolling is not consent under the GDPR). "Decline is only logged" means a decline
 * enables nothing and sends nothing anywhere; the answer itself is still recorded (cookieConsent=declined,
 * same 150 days, strictly necessary to honour the choice) so the banner is never shown again once answered.
 *
 * Pure: reading and writing the cookie and logging are provided by the app (`readDecision`,
 * `persistDecision`, `logDecline`).
 */
export type ConsentDecision = 'accepted' | 'declined';

export interface CookieConsentContext {
  decision: ConsentDecision | null;
}

export type CookieConsentEvent = { type: 'consent.accept' } | { type: 'consent.decline' } | { type: 'consent.reopen' };

/** Anything other than the two known values (absent, empty, garbage) counts as undecided. */
export function parseDecision(raw: unknown): ConsentDecision | null {
  return raw === 'accepted' || raw === 'declined' ? raw : null;
}

/** A state the consent can be in once its stored answer is known (`checking` is only the wait for it). */
export type KnownConsentState = 'accepted' | 'declined' | 'undecided';

/**
 * The state and context a stored answer puts the consent in, for an app that can read it at once (a cookie):
 * `machine.resolveState(storedConsentState(raw))` is the snapshot to start the actor from, skipping `checking`
 * and its read. Parsed as `readDecision`'s output is: anything unknown is undecided.
 */
export function storedConsentState(raw: unknown): { value: KnownConsentState; context: CookieConsentContext } {
  const decision = parseDecision(raw);
  return { value: decision ?? 'undecided', context: { decision } };
}

export const cookieConsentMachine = setup({
  types: {
    context: {} as CookieConsentContext,
    events: {} as CookieConsentEvent,
  },
  actors: {
    /** Returns the stored raw value (e.g. the cookie); replaced by the app. */
    readDecision: fromPromise<unknown>(async () => null),
  },
  actions: {
    /** Stores the answer (the app writes cookieConsent=<decision>, max-age 150 days, path=/, SameSite=Lax). */
    persistDecision: (_, _params: { decision: ConsentDecision }) => {},
    /** A decline is only logged (console.info in the app), nothing else happens. */
    logDecline: () => {},
  },
  guards: {
    storedAccepted: (_, params: { raw: unknown }) => parseDecision(params.raw) === 'accepted',
    storedDeclined: (_, params: { raw: unknown }) => parseDecision(params.raw) === 'declined',
  },
}).createMachine({
  id: 'cookieConsent',
  context: { decision: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'readDecision',
        onDone: [
          {
            guard: { type: 'storedAccepted', params: ({ event }) => ({ raw: event.output }) },
            target: 'accepted',
            actions: assign({ decision: 'accepted' }),
          },
          {
            guard: { type: 'storedDeclined', params: ({ event }) => ({ raw: event.output }) },
            target: 'declined',
            actions: assign({ decision: 'declined' }),
          },
          { target: 'undecided' },
        ],
        onError: { target: 'undecided' },
      },
    },
    undecided: {
      tags: ['bannerVisible'],
      entry: assign({ decision: null }),
      on: {
        'consent.accept': {
          target: 'accepted',
          actions: [assign({ decision: 'accepted' }), { type: 'persistDecision', params: { decision: 'accepted' } }],
        },
        'consent.decline': {
          target: 'declined',
          actions: [
            assign({ decision: 'declined' }),
            'logDecline',
            { type: 'persistDecision', params: { decision: 'declined' } },
          ],
        },
      },
    },
    accepted: {
      on: { 'consent.reopen': 'undecided' },
    },
    declined: {
      on: { 'consent.reopen': 'undecided' },
    },
  },
});

export type CookieConsentMachine = typeof cookieConsentMachine;
