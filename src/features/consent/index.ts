/** Cookie consent: the banner's machine provided with the consent cookie, its context and hook (pages and the root layout). */
export { ConsentActorContext, ConsentProvider, consentLogic } from './ConsentProvider';
export { useConsent, type ConsentApi, type ConsentStatus } from './useConsent';
export { clearConsentCookie, readConsentCookie } from './consentCookie';
