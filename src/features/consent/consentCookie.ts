import Cookies from 'js-cookie';
import { CONSENT } from '@/config/constants';
import type { ConsentDecision } from '@machines/consent';

const DAY_SECONDS = 24 * 60 * 60;

/** The raw stored answer (anything; the machine decides what counts). Cookies blocked -> undefined. */
export function readConsentCookie(): string | undefined {
  try {
    return Cookies.get(CONSENT.cookieName);
  } catch {
    return undefined;
  }
}

/** cookieConsent=<decision>; max-age 150 days (plus the equivalent expires for old browsers); path=/; SameSite=Lax. */
export function writeConsentCookie(decision: ConsentDecision): void {
  try {
    Cookies.set(CONSENT.cookieName, decision, {
      expires: CONSENT.maxAgeDays,
      'max-age': String(CONSENT.maxAgeDays * DAY_SECONDS),
      path: '/',
      sameSite: 'Lax',
      secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
    });
  } catch {
    /* cookies unavailable: the answer holds for this visit only */
  }
}

/** For stories and tests: forget the answer. */
export function clearConsentCookie(): void {
  try {
    Cookies.remove(CONSENT.cookieName, { path: '/' });
  } catch {
    /* ignore */
  }
}
