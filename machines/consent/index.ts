/** Consent (src/features/consent runs it): the cookie banner's answer, read, given and remembered. */
export { cookieConsentMachine } from './cookieConsent.machine';
