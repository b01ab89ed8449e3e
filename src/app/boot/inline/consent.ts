import { CONSENT } from '@/config/constants';

/**
 * The consent script, an inline script in the head of every served page. Before the first paint it marks a
 * visitor with no stored answer (`<html class="consent-undecided">`), so the cookie banner, prerendered with
 * the page, is on screen from the first paint instead of after the app has started (on a page with little
 * content, such as an empty cart, the banner's text is the largest paint). The app decides for good once it
 * has read the cookie (the consent machine); the class only reveals the prerendered banner until then
 * (CookieBanner's `pending`).
 *
 * The build compiles this module into the page (build/inlineScripts.ts), and the Content-Security-Policy
 * allows exactly that text by its hash.
 */

/**
 * An answer in the cookie jar. Same rule as the consent machine's `parseDecision`: only `accepted` and
 * `declined` count; anything else, or a look-alike cookie name, is no answer.
 */
const ANSWERED = new RegExp(`(?:^|; )${CONSENT.cookieName}=(?:accepted|declined)(?:;|$)`);

export default function markUndecidedVisitor(win: Pick<Window, 'document'>): void {
  try {
    if (!ANSWERED.test(win.document.cookie)) win.document.documentElement.classList.add(CONSENT.undecidedClass);
  } catch {
    // Cookies that cannot be read (a privacy mode): the banner is left to the app.
  }
}
