/**
 * Things that exist only in the demo (mock backend). Import them only behind `__USE_MOCKS__` /
 * `config.useMocks`, so a real-backend build drops this module whole (checked by build/realBuild.test.ts).
 */
export const demoPaths = {
  /** The local mailbox that receives the mock backend's password-reset e-mails. */
  mailbox: '/mock-mailbox',
  /** The stand-in for the card provider's hosted checkout. */
  checkout: '/mock-checkout',
} as const;

/** The documented demo account (README "Demo account"), shown as a hint on the login page. */
export const DEMO_ACCOUNT = { email: 'demo@example.com', password: 'Demo!2345' } as const;
