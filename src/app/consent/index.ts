export { ConsentProvider } from './ConsentProvider';
export { useConsent, type ConsentApi, type ConsentStatus } from './useConsent';
export { clearConsentCookie, readConsentCookie } from './consentCookie';
