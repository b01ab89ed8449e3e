/** Consent: its only door (src/features/consent runs it). The cookie banner's answer, read, given and remembered. */
export { cookieConsentMachine, parseDecision, storedConsentState, type ConsentDecision } from './cookieConsent.machine';
