import { useRef, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui';
import { withAlpha } from '@/lib/navbarOpacity';
import { Logo } from '../Logo';
import { NavDropdown, navDropdownItemStyles } from '../NavDropdown';
import { UserMenu } from '../UserMenu';
import { LanguageSwitch } from '../LanguageSwitch';
import { CartShortcut } from '../CartShortcut';
import { WishlistShortcut } from '../WishlistShortcut';
import { MobileMenu } from '../MobileMenu';
import { isAnchor, isPlainLeftClick } from '../internal/links';
import type {
  AuthStatusView,
  LanguageCode,
  MobileMenuState,
  NavDropdownId,
  NavEntry,
  NavLinkClickHandler,
  NavLinkItem,
  OpenMenuId,
} from '../types';
import { Actions, Bar, DesktopNav, DesktopOnly, Hamburger, Header, NavList, TopLink } from './Navbar.styles';

const DropdownLink = styled(Link)`
  ${navDropdownItemStyles}
`;

export const MOBILE_MENU_ID = 'mobile-menu';

export interface NavbarProps {
  /** Provider name for the logo. */
  brandName: string;
  /** Menu structure (labels already translated). */
  entries: NavEntry[];
  /** Which dropdown is open (only one at a time). */
  openMenu: OpenMenuId | null;
  onToggleMenu: (menu: OpenMenuId) => void;
  onOpenMenu: (menu: OpenMenuId) => void;
  onCloseMenu: (menu: OpenMenuId) => void;
  /** Escape pressed inside the header with the mobile menu shown. */
  onEscape: () => void;
  /** Plain click on a desktop link or the logo (anchors on / scroll instead of navigating). */
  onLinkClick?: NavLinkClickHandler;
  mobileState: MobileMenuState;
  onToggleMobile: () => void;
  onMobileNavigate: (to: string) => void;
  status: AuthStatusView;
  userName: string | null;
  onLogout: () => void;
  wishlistCount: number;
  cartCount: number;
  language: LanguageCode;
  onChangeLanguage: (language: LanguageCode) => void;
  /** Background opacity (0.95 at the top, 0.65 after 200 px of scroll). */
  backgroundOpacity: number;
  ref?: Ref<HTMLElement>;
}

/**
 * The header that stays at the top of every page: logo home, Trainings and Resources dropdowns, home anchors
 * and contact, wishlist and cart shortcuts with counts, the user menu and the language switch; below 768 px a
 * hamburger opens the mobile menu that repeats all of it. (Product §2, navbar and header.)
 */
export function Navbar({
  brandName,
  entries,
  openMenu,
  onToggleMenu,
  onOpenMenu,
  onCloseMenu,
  onEscape,
  onLinkClick,
  mobileState,
  onToggleMobile,
  onMobileNavigate,
  status,
  userName,
  onLogout,
  wishlistCount,
  cartCount,
  language,
  onChangeLanguage,
  backgroundOpacity,
  ref,
}: NavbarProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { pathname } = useLocation();
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const mobileVisible = mobileState !== 'closed';

  const click = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (isPlainLeftClick(event)) onLinkClick?.(event, to);
  };
  const current = (to: string) => (!isAnchor(to) && pathname === to ? 'page' : undefined);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !mobileVisible) return;
    event.stopPropagation();
    onEscape();
    hamburgerRef.current?.focus();
  };

  const dropdown = ({ id, label, items }: { id: NavDropdownId; label: string; items: NavLinkItem[] }) => (
    <NavDropdown
      panelId={`nav-${id}`}
      data-testid={`dropdown-${id}`}
      open={openMenu === id}
      onToggle={() => onToggleMenu(id)}
      onOpen={() => onOpenMenu(id)}
      onClose={() => onCloseMenu(id)}
      label={label}
    >
      {items.map((item) => (
        <li key={item.id}>
          <DropdownLink to={item.to} onClick={click(item.to)} aria-current={current(item.to)}>
            {item.label}
          </DropdownLink>
        </li>
      ))}
    </NavDropdown>
  );

  return (
    // Escape from anywhere in the header closes the mobile menu and returns focus to the hamburger.
    <Header
      ref={ref}
      onKeyDown={onKeyDown}
      style={{ backgroundColor: withAlpha(theme.colors.surface, backgroundOpacity) }}
      data-opacity={backgroundOpacity}
      data-testid="site-header"
      data-print="hide"
    >
      <Bar>
        <Logo name={brandName} onClick={click('/')} />
        <DesktopNav aria-label={t('nav.mainLabel')}>
          <NavList>
            {entries.map((entry) => (
              <li key={entry.id}>
                {entry.kind === 'dropdown' ? (
                  dropdown(entry)
                ) : (
                  <TopLink to={entry.to} onClick={click(entry.to)} aria-current={current(entry.to)}>
                    {entry.label}
                  </TopLink>
                )}
              </li>
            ))}
          </NavList>
        </DesktopNav>
        <Actions>
          <DesktopOnly>
            <WishlistShortcut count={wishlistCount} />
          </DesktopOnly>
          <CartShortcut count={cartCount} />
          <DesktopOnly>
            <UserMenu
              status={status}
              userName={userName}
              open={openMenu === 'user'}
              onToggle={() => onToggleMenu('user')}
              onOpen={() => onOpenMenu('user')}
              onClose={() => onCloseMenu('user')}
              onLogout={onLogout}
            />
            <LanguageSwitch language={language} onChange={onChangeLanguage} />
          </DesktopOnly>
          <Hamburger
            ref={hamburgerRef}
            type="button"
            aria-expanded={mobileVisible}
            aria-controls={MOBILE_MENU_ID}
            aria-label={t('nav.menu')}
            onClick={onToggleMobile}
            data-testid="hamburger"
          >
            <Icon name={mobileVisible ? 'close' : 'menu'} size={24} />
          </Hamburger>
        </Actions>
      </Bar>
      <MobileMenu
        id={MOBILE_MENU_ID}
        state={mobileState}
        entries={entries}
        status={status}
        userName={userName}
        wishlistCount={wishlistCount}
        cartCount={cartCount}
        language={language}
        onChangeLanguage={onChangeLanguage}
        onNavigate={onMobileNavigate}
        onLogout={onLogout}
      />
    </Header>
  );
}
