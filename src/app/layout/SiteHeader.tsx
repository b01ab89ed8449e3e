import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { navMenusMachine, type DropdownId } from '@machines/navigation/navMenus.machine';
import { Navbar, type LanguageCode, type MobileMenuState } from '@/components/layout';
import { config } from '@/config/env';
import { activeLanguage } from '@/i18n/localePath';
import { BREAKPOINTS } from '@/config/constants';
import { useAuth } from '@/features/auth';
import { useCart, useWishlist } from '@/features/commerce';
import { navEntries } from './navEntries';
import { useNavbarOpacity } from './useNavbarOpacity';
import { switchLanguage } from './switchLanguage';

/**
 * The header container: wires the auth session (icon colour, greeting, user menu, logout), the cart and
 * wishlist counts, the language and the menus machine (dropdowns, mobile menu timings, closing on
 * Escape / outside click / browser back / viewport >= 768 px) to the presentational Navbar.
 */
export function SiteHeader() {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const cart = useCart();
  const wishlist = useWishlist();
  const navigate = useNavigate();
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const opacity = useNavbarOpacity();

  /**
   * Follows a header link (after the mobile menu has closed). The router does the scrolling
   * (app/scroll): a home anchor while on / glides to its section, even when it is already in the URL
   * (a navigation to the same URL replaces the entry and scrolls again); from elsewhere it opens / at that
   * section.
   */
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);
  const goTo = useCallback(
    (target: string) => {
      const { pathname, search, hash } = locationRef.current;
      void navigate(target, { replace: target === `${pathname}${search}${hash}` });
    },
    [navigate],
  );
  const goToRef = useRef(goTo);
  useEffect(() => {
    goToRef.current = goTo;
  }, [goTo]);

  // The navigate action runs on a timer after the mobile menu closes, never during render; it reads the
  // latest goTo through the ref.
  // eslint-disable-next-line react-hooks/refs
  const [logic] = useState(() =>
    navMenusMachine.provide({
      actions: {
        navigate: (_, params) => goToRef.current(params.to),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic);
  const dropdown = (snapshot.value as { dropdown: 'none' | DropdownId }).dropdown;
  const mobileValue = (snapshot.value as { mobile: MobileMenuState | 'navigating' }).mobile;
  const mobileState: MobileMenuState = mobileValue === 'navigating' ? 'closed' : mobileValue;
  const anyOpen = dropdown !== 'none' || mobileState !== 'closed';

  // The history entry the open menu was opened on: the browser router's key for it, which the address bar
  // has before the router has drawn the page (the new page is drawn in a transition, and the header answers
  // clicks meanwhile).
  const openedOn = useRef<string | undefined>(undefined);
  useEffect(() => {
    openedOn.current = anyOpen ? historyEntryKey() : undefined;
  }, [anyOpen]);

  // Browser back / any location change closes the menus; but a menu opened after the address changed (while
  // the new page was still being drawn, on a slow phone) was opened on the new page and stays open.
  const lastKey = useRef(location.key);
  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    if (openedOn.current === location.key) return;
    send({ type: 'menus.locationChanged' });
  }, [location.key, send]);
  useEffect(() => {
    const onPopState = () => send({ type: 'menus.locationChanged' });
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [send]);

  // The window reaching the desktop breakpoint closes everything.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(`(min-width: ${BREAKPOINTS.desktop}px)`);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) send({ type: 'menus.viewportDesktop' });
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [send]);

  // Escape anywhere and clicks outside the header close what is open.
  useEffect(() => {
    if (!anyOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') send({ type: 'menus.escape' });
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && headerRef.current?.contains(target)) return;
      send({ type: 'menus.outsideClick' });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [anyOpen, send]);

  const onLogout = useCallback(() => {
    send({ type: 'menus.closeAll' });
    // Removes the tokens, clears the name, goes to /login and scrolls to the top (auth session).
    auth.logout();
  }, [auth, send]);

  const language: LanguageCode = activeLanguage(i18n);
  const entries = useMemo(() => navEntries(t), [t]);

  return (
    <Navbar
      ref={headerRef}
      brandName={config.providerName}
      entries={entries}
      openMenu={dropdown === 'none' ? null : dropdown}
      onToggleMenu={(menu) => send({ type: 'dropdown.toggle', menu })}
      onOpenMenu={(menu) => send({ type: 'dropdown.open', menu })}
      onCloseMenu={(menu) => send({ type: 'dropdown.close', menu })}
      onEscape={() => send({ type: 'menus.escape' })}
      mobileState={mobileState}
      onToggleMobile={() => send({ type: 'mobile.toggle' })}
      onMobileNavigate={(to) => send({ type: 'mobile.navigate', to })}
      status={auth.status}
      userName={auth.userName}
      onLogout={onLogout}
      wishlistCount={wishlist.items.length}
      cartCount={cart.count}
      language={language}
      onChangeLanguage={(lng) => switchLanguage(lng, i18n, window.location, window.history)}
      backgroundOpacity={opacity}
    />
  );
}

/** The key the browser router gave the current history entry (its `location.key`), if it made the entry. */
function historyEntryKey(): string | undefined {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('key' in state)) return undefined;
  return typeof state.key === 'string' ? state.key : undefined;
}
