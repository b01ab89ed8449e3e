import { useId, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui';
import { paths } from '@/config/routes';
import { CartShortcut } from '../CartShortcut';
import { WishlistShortcut } from '../WishlistShortcut';
import { LanguageSwitch } from '../LanguageSwitch';
import { useUserGreeting } from '../UserMenu';
import { isAnchor, isPlainLeftClick } from '../internal/links';
import type { AuthStatusView, LanguageCode, MobileMenuState, NavEntry, NavLinkItem } from '../types';
import { Block, GroupTitle, ItemButton, ItemLink, LanguageRow, List, Panel, Status, SubList } from './MobileMenu.styles';

export interface MobileMenuProps {
  /** id referenced by the hamburger's aria-controls. */
  id: string;
  state: MobileMenuState;
  entries: NavEntry[];
  status: AuthStatusView;
  userName: string | null;
  wishlistCount: number;
  cartCount: number;
  language: LanguageCode;
  onChangeLanguage: (language: LanguageCode) => void;
  /** A link was chosen: the menu closes first, then navigates (product §4 Menus). */
  onNavigate: (to: string) => void;
  onLogout: () => void;
}

/**
 * The menu below 768 px: repeats the navigation (dropdown items listed under their group), the account
 * links, the wishlist and cart shortcuts and the language switch.
 */
export function MobileMenu({
  id,
  state,
  entries,
  status,
  userName,
  wishlistCount,
  cartCount,
  language,
  onChangeLanguage,
  onNavigate,
  onLogout,
}: MobileMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const groupId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const greeting = useUserGreeting(status, userName);
  const loggedIn = status === 'loggedIn';

  const follow = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    onNavigate(to);
  };
  const current = (to: string) => (!isAnchor(to) && pathname === to ? 'page' : undefined);
  const link = (item: NavLinkItem) => (
    <li key={item.id}>
      <ItemLink to={item.to} onClick={follow(item.to)} aria-current={current(item.to)}>
        {item.label}
      </ItemLink>
    </li>
  );

  // Closed, the panel is empty: a page is served and hydrated without the menu's ~80 elements; it is
  // written when it starts opening, the frame before it shows.
  const closed = state === 'closed';
  return (
    <Panel id={id} $state={state} hidden={closed} data-state={state} data-testid="mobile-menu">
      {!closed && (
        <>
          <nav aria-label={t('nav.mobileLabel')}>
            <List>
              {entries.map((entry) =>
                entry.kind === 'link' ? (
                  link(entry)
                ) : (
                  <li key={entry.id}>
                    <GroupTitle id={`${groupId}-${entry.id}`}>{entry.label}</GroupTitle>
                    <SubList aria-labelledby={`${groupId}-${entry.id}`}>{entry.items.map(link)}</SubList>
                  </li>
                ),
              )}
            </List>
          </nav>

          <Block>
            <Status $loggedIn={loggedIn} data-testid="mobile-user-status">
              <Icon name="user" size={20} />
              {greeting}
            </Status>
            <List>
              {loggedIn ? (
                <>
                  <li>
                    <ItemLink to={paths.profile} onClick={follow(paths.profile)} aria-current={current(paths.profile)}>
                      <Icon name="user" size={20} />
                      {t('nav.profile')}
                    </ItemLink>
                  </li>
                  <li>
                    <ItemButton type="button" onClick={onLogout}>
                      <Icon name="logout" size={20} />
                      {t('nav.logout')}
                    </ItemButton>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <ItemLink to={paths.login} onClick={follow(paths.login)} aria-current={current(paths.login)}>
                      <Icon name="lock" size={20} />
                      {t('nav.login')}
                    </ItemLink>
                  </li>
                  <li>
                    <ItemLink to={paths.register} onClick={follow(paths.register)} aria-current={current(paths.register)}>
                      <Icon name="plus" size={20} />
                      {t('nav.register')}
                    </ItemLink>
                  </li>
                </>
              )}
            </List>
          </Block>

          <Block>
            <List aria-label={t('nav.shortcuts')}>
              <li>
                <WishlistShortcut variant="row" count={wishlistCount} onClick={follow(paths.wishlist)} />
              </li>
              <li>
                <CartShortcut variant="row" count={cartCount} onClick={follow(paths.cart)} />
              </li>
            </List>
          </Block>

          <Block>
            <LanguageRow>
              <span aria-hidden="true">{t('languages.label')}</span>
              <LanguageSwitch language={language} onChange={onChangeLanguage} />
            </LanguageRow>
          </Block>
        </>
      )}
    </Panel>
  );
}
