/** Shared view types of the header components (presentational: no machine types imported). */
export type NavDropdownId = 'trainings' | 'resources';
export type OpenMenuId = NavDropdownId | 'user';
export type AuthStatusView = 'loggedIn' | 'loggedOut' | 'expired';
export type MobileMenuState = 'closed' | 'opening' | 'open' | 'closing';
export type LanguageCode = 'pt' | 'en';

export interface NavLinkItem {
  id: string;
  label: string;
  /** A path ('/contact') or a home anchor ('/#cursos'). */
  to: string;
}

export type NavEntry =
  ({ kind: 'link' } & NavLinkItem) | { kind: 'dropdown'; id: NavDropdownId; label: string; items: NavLinkItem[] };

/** Called on a plain click on a header link; may call event.preventDefault() (e.g. to scroll instead). */
export type NavLinkClickHandler = (event: React.MouseEvent<HTMLAnchorElement>, to: string) => void;
