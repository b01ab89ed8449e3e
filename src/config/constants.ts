/**
 * The app's own constants. The business constants and timings of product §9 have their one home in the core:
 * import them from `@machines/shared`.
 */

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
