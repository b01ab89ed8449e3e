import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { CookieBanner } from '@/components/layout';
import { paths } from '@/config/routes';
import { CONSENT } from '@/config/constants';
import { useConsent } from '@/features/consent';

/** Pages the visitor must be able to read while deciding: no overlay there. */
const POLICY_PATHS: ReadonlySet<string> = new Set([paths.privacy, ...paths.privacyAliases, paths.cookies]);

export function bannerBlocksPage(pathname: string): boolean {
  return !POLICY_PATHS.has(pathname);
}

/**
 * The cookie banner while consent is undecided. Answering hides it for good (the consent cookie is
 * read on every visit); focus goes back to where it was before the banner took it.
 * Until the app is hydrated (`checking`, see useConsent: the render a page is prerendered and
 * hydrated with) the banner is rendered `pending`: shown from the first paint to a visitor the served page's
 * inline script found undecided (src/app/boot/inline/consent.ts), hidden for everyone else. Once the machine
 * has decided, that first-paint mark has done its job and is removed.
 */
export function SiteCookieBanner() {
  const consent = useConsent();
  const { pathname } = useLocation();
  const previousFocus = useRef<HTMLElement | null>(null);

  // A layout effect runs before the banner's own focus effect, so this still sees the previous focus.
  useLayoutEffect(() => {
    if (consent.bannerVisible) {
      const active = document.activeElement;
      previousFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
  }, [consent.bannerVisible]);

  const checking = consent.status === 'checking';
  useEffect(() => {
    if (!checking) document.documentElement.classList.remove(CONSENT.undecidedClass);
  }, [checking]);

  const restoreFocus = useCallback(() => {
    const back = previousFocus.current;
    if (back && back.isConnected) window.requestAnimationFrame(() => back.focus({ preventScroll: true }));
  }, []);
  const onAccept = useCallback(() => {
    consent.accept();
    restoreFocus();
  }, [consent, restoreFocus]);
  const onDecline = useCallback(() => {
    consent.decline();
    restoreFocus();
  }, [consent, restoreFocus]);

  if (!consent.bannerVisible && !checking) return null;
  return <CookieBanner onAccept={onAccept} onDecline={onDecline} withOverlay={bannerBlocksPage(pathname)} pending={checking} />;
}
