import { CONSENT } from '../config/constants.ts';

/**
 * The second inline script of a served page (#9): before the first paint, it marks a visitor with no stored
 * answer (`<html class="consent-undecided">`), so the cookie banner, prerendered with the page, is on screen
 * from the first paint instead of after the app has started (on a page with little content, such as an empty
 * cart, the banner's text is the largest paint). The app decides for good once it has read the cookie (the
 * consent machine); the class only reveals the prerendered banner until then (CookieBanner's `pending`).
 * Same rule as the machine (`parseDecision`): only `accepted` and `declined` count as an answer; cookies that
 * cannot be read leave the banner to the app.
 *
 * The text is fixed (no per-build values), so its hash in the Content-Security-Policy is too
 * (src/config/deploy.ts).
 */
export const CONSENT_SCRIPT = `(function(){try{if(!/(?:^|; )${CONSENT.cookieName}=(?:accepted|declined)(?:;|$)/.test(document.cookie))document.documentElement.classList.add("${CONSENT.undecidedClass}")}catch(e){}})();`;
