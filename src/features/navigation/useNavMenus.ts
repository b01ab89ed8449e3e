import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { navMenusMachine, type DropdownId } from '@machines/navigation';
import type { MobileMenuState, NavbarProps } from '@/components/layout';
import { BREAKPOINTS } from '@/config/constants';

export type NavMenus = Pick<
  NavbarProps,
  'openMenu' | 'onToggleMenu' | 'onOpenMenu' | 'onCloseMenu' | 'onEscape' | 'mobileState' | 'onToggleMobile' | 'onMobileNavigate'
> & {
  /** Closes every menu (before a logout). */
  closeAll: () => void;
};

/**
 * The header's menus (product §4 Navigation): the menus machine, with the dropdowns and the mobile menu's
 * timings, closing on Escape, on a click outside `headerRef`, on browser back and at the desktop width; a link
 * chosen in the mobile menu is followed once the menu has closed.
 */
export function useNavMenus(headerRef: RefObject<HTMLElement | null>): NavMenus {
  const navigate = useNavigate();
  const location = useLocation();

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
  }, [anyOpen, headerRef, send]);

  const closeAll = useCallback(() => send({ type: 'menus.closeAll' }), [send]);

  return {
    openMenu: dropdown === 'none' ? null : dropdown,
    onToggleMenu: (menu) => send({ type: 'dropdown.toggle', menu }),
    onOpenMenu: (menu) => send({ type: 'dropdown.open', menu }),
    onCloseMenu: (menu) => send({ type: 'dropdown.close', menu }),
    onEscape: () => send({ type: 'menus.escape' }),
    mobileState,
    onToggleMobile: () => send({ type: 'mobile.toggle' }),
    onMobileNavigate: (to) => send({ type: 'mobile.navigate', to }),
    closeAll,
  };
}

/** The key the browser router gave the current history entry (its `location.key`), if it made the entry. */
function historyEntryKey(): string | undefined {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('key' in state)) return undefined;
  return typeof state.key === 'string' ? state.key : undefined;
}
