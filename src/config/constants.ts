/** Business constants of product §9 live in the core (machines/shared/constants.ts); the UI's own constants are here. */
// Relative with its extension: the Vite config loads this file (through src/prerender/consentScript.ts) before aliases exist.
export { COMMERCE, LIMITS, TIMINGS } from '../../machines/shared/constants.ts';

export const CONSENT = {
  cookieName: 'cookieConsent',
  /** The banner's 150 days; see README "Cookie consent" for the two readings. */
  maxAgeDays: 150,
  /**
   * Set on <html> before the first paint of a served page when no answer is stored
   * (src/app/boot/inline/consent.ts): the prerendered banner shows at once, before the app has started.
   */
  undecidedClass: 'consent-undecided',
} as const;

export const BREAKPOINTS = { desktop: 768, wide: 1024 } as const;
