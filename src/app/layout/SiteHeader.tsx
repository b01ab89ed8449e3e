import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navbar, type LanguageCode } from '@/components/layout';
import { config } from '@/config/env';
import { activeLanguage } from '@/i18n/localePath';
import { useAuth } from '@/features/auth';
import { useCart, useWishlist } from '@/features/commerce';
import { useNavMenus } from '@/features/navigation';
import { navEntries } from './navEntries';
import { useNavbarOpacity } from './useNavbarOpacity';
import { switchLanguage } from './switchLanguage';

/**
 * The header container: wires the auth session (icon colour, greeting, user menu, logout), the cart and
 * wishlist counts, the language and the menus (the navigation feature: dropdowns, the mobile menu, what
 * closes them) to the presentational Navbar.
 */
export function SiteHeader() {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const cart = useCart();
  const wishlist = useWishlist();
  const headerRef = useRef<HTMLElement>(null);
  const opacity = useNavbarOpacity();
  const menus = useNavMenus(headerRef);

  const { closeAll } = menus;
  const onLogout = useCallback(() => {
    closeAll();
    // Removes the tokens, clears the name, goes to /login and scrolls to the top (auth session).
    auth.logout();
  }, [auth, closeAll]);

  const language: LanguageCode = activeLanguage(i18n);
  const entries = useMemo(() => navEntries(t), [t]);

  return (
    <Navbar
      ref={headerRef}
      brandName={config.providerName}
      entries={entries}
      openMenu={menus.openMenu}
      onToggleMenu={menus.onToggleMenu}
      onOpenMenu={menus.onOpenMenu}
      onCloseMenu={menus.onCloseMenu}
      onEscape={menus.onEscape}
      mobileState={menus.mobileState}
      onToggleMobile={menus.onToggleMobile}
      onMobileNavigate={menus.onMobileNavigate}
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
