import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Navbar, type NavbarProps } from '@/components/layout';
import { navEntries } from '@/app/layout/navEntries';
import { theme } from '@/theme';
import { href, t } from '../../support/t';
import { atViewport } from '../../support/viewports';
import { pseudoStatesDrawn } from '../../support/Matrix';
import { colord } from 'colord';

/** The real menu structure, translated in the active language. */
function NavbarWithEntries(props: NavbarProps) {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: 420 }}>
      <Navbar {...props} entries={navEntries(t)} />
    </div>
  );
}

const mobile = atViewport('mobile');

const meta = {
  title: 'Components/Layout/Navbar',
  tags: ['status:stable'],
  component: Navbar,
  args: {
    brandName: 'Helena Marques',
    entries: [],
    openMenu: null,
    onToggleMenu: fn(),
    onOpenMenu: fn(),
    onCloseMenu: fn(),
    onEscape: fn(),
    onLinkClick: fn(),
    mobileState: 'closed',
    onToggleMobile: fn(),
    onMobileNavigate: fn(),
    status: 'loggedOut',
    userName: null,
    onLogout: fn(),
    wishlistCount: 0,
    cartCount: 0,
    language: 'pt',
    onChangeLanguage: fn(),
    backgroundOpacity: 0.95,
  },
  argTypes: {
    entries: { control: false },
    openMenu: { control: 'select', options: [null, 'trainings', 'resources', 'user'] },
    mobileState: { control: 'select', options: ['closed', 'opening', 'open', 'closing'] },
    status: { control: 'inline-radio', options: ['loggedOut', 'loggedIn', 'expired'] },
    language: { control: 'inline-radio', options: ['pt', 'en'] },
    backgroundOpacity: { control: { type: 'range', min: 0.65, max: 0.95, step: 0.05 } },
    wishlistCount: { control: { type: 'number', min: 0 } },
    cartCount: { control: { type: 'number', min: 0 } },
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => <NavbarWithEntries {...args} />,
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Black user icon; hovering shows a generic welcome. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = canvas.getByRole('button', { name: t('nav.accountMenu') });
    await expect(canvas.getByTestId('user-icon')).toHaveStyle({ color: theme.colors.loggedOut });
    await userEvent.hover(account);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(t('nav.greetingGuest'));
    await expect(account).toHaveAccessibleDescription(t('nav.greetingGuest'));
  },
};

/** Green user icon; hovering greets the user by name. */
export const LoggedIn: Story = {
  args: { status: 'loggedIn', userName: 'Ana Ribeiro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('user-icon')).toHaveStyle({ color: theme.colors.loggedIn });
    await userEvent.hover(canvas.getByRole('button', { name: t('nav.accountMenu') }));
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(t('nav.greeting', { name: 'Ana Ribeiro' }));
  },
};

/** Expired session: black icon and the hover text 'O seu login expirou'. */
export const Expired: Story = {
  tags: ['state:error'],
  args: { status: 'expired', userName: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = canvas.getByRole('button', { name: t('nav.accountMenu') });
    await expect(canvas.getByTestId('user-icon')).toHaveStyle({ color: theme.colors.loggedOut });
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(account);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(t('nav.expired'));
    await userEvent.unhover(account);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

/** The Trainings dropdown open: its disclosure button is expanded and its links are shown. */
export const DropdownOpen: Story = {
  args: { openMenu: 'trainings' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: t('nav.trainings') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of [t('nav.courses'), t('nav.mentorships'), t('nav.immersions'), t('nav.launches')]) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: t('nav.courses') })).toHaveAttribute('href', href('/#cursos'));
    await expect(canvas.getByRole('button', { name: t('nav.resources') })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: t('nav.publications') })).toBeNull();
    await userEvent.click(toggle);
    await expect(args.onToggleMenu).toHaveBeenCalledWith('trainings');
  },
};

/** The Resources dropdown open. */
export const ResourcesOpen: Story = {
  args: { openMenu: 'resources' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: t('nav.books') })).toHaveAttribute('href', href('/#livros'));
    await expect(canvas.getByRole('link', { name: t('nav.publications') })).toHaveAttribute('href', href('/artigos-teses'));
    await expect(canvas.getByRole('link', { name: t('nav.values') })).toHaveAttribute('href', href('/nossos-valores'));
    await expect(canvas.getByRole('link', { name: t('nav.about') })).toHaveAttribute('href', href('/about'));
  },
};

/** The user menu open while logged in: profile and logout. */
export const UserMenuLoggedIn: Story = {
  args: { openMenu: 'user', status: 'loggedIn', userName: 'Ana Ribeiro' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: t('nav.profile') })).toHaveAttribute('href', href('/profile'));
    await userEvent.click(canvas.getByRole('button', { name: t('nav.logout') }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('link', { name: t('nav.login') })).toBeNull();
  },
};

/** The user menu open while logged out: login and registration. */
export const UserMenuLoggedOut: Story = {
  args: { openMenu: 'user' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: t('nav.login') })).toHaveAttribute('href', href('/login'));
    await expect(canvas.getByRole('link', { name: t('nav.register') })).toHaveAttribute('href', href('/register'));
    await expect(canvas.queryByRole('button', { name: t('nav.logout') })).toBeNull();
  },
};

/** Wishlist and cart badges with their counts. */
export const WithCounts: Story = {
  args: { wishlistCount: 3, cartCount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cart = canvas.getByRole('link', { name: t('nav.cartCount', { count: 2 }) });
    await expect(cart).toHaveAttribute('href', href('/cart'));
    await expect(cart).toHaveTextContent('2');
    const wishlist = canvas.getByRole('link', { name: t('nav.wishlistCount', { count: 3 }) });
    await expect(wishlist).toHaveAttribute('href', href('/wishlist'));
    await expect(wishlist).toHaveTextContent('3');
  },
};

/** After 200 px of scroll the background is 65 % opaque. */
export const Scrolled: Story = {
  args: { backgroundOpacity: 0.65 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('site-header')).toHaveStyle({ backgroundColor: 'rgba(255, 255, 255, 0.65)' });
  },
};

/** Below 768 px: logo, cart and the hamburger; the mobile menu is closed. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hamburger = canvas.getByRole('button', { name: t('nav.menu') });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(hamburger).toHaveAttribute('aria-controls', 'mobile-menu');
    await expect(canvas.queryByRole('button', { name: t('nav.trainings') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('nav.accountMenu') })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('nav.cartCount', { count: 0 }) })).toBeVisible();
    await userEvent.click(hamburger);
    await expect(args.onToggleMobile).toHaveBeenCalledTimes(1);
  },
};

/** The mobile menu open: it repeats the navigation, account links, shortcuts and language switch. */
export const MobileMenuOpen: Story = {
  globals: mobile,
  args: { mobileState: 'open', cartCount: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('nav.menu') })).toHaveAttribute('aria-expanded', 'true');
    const menu = within(canvas.getByTestId('mobile-menu'));
    await expect(menu.getByRole('navigation', { name: t('nav.mobileLabel') })).toBeVisible();
    await expect(menu.getByRole('link', { name: t('nav.login') })).toBeVisible();
    await expect(menu.getByRole('link', { name: t('nav.cartCount', { count: 1 }) })).toBeVisible();
    await expect(menu.getByRole('group', { name: t('languages.label') })).toBeVisible();
    await userEvent.click(menu.getByRole('link', { name: t('nav.contact') }));
    await expect(args.onMobileNavigate).toHaveBeenCalledWith('/contact');
  },
};

/**
 * Expired with the toolbar on English and English as the active language: the menu and the tooltip in English,
 * and the EN button of the language switch pressed.
 */
export const English: Story = {
  ...Expired,
  globals: { locale: 'en' },
  args: { ...Expired.args, language: 'en' },
  play: async (context) => {
    await Expired.play!(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: t('nav.trainings') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('languages.en') })).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * The bar's links drawn hovered and focused without a pointer (the pseudo-states addon), at each width where
 * its layout changes: the third top-level entry (a link) under the pointer, the fourth focused from the
 * keyboard. The selectors reach only inside these stories' wrapper: Storybook keeps a story's pseudo-states
 * as toolbar globals when the reader moves to another story, where they must find nothing.
 */
const SCOPE = '[data-pseudo-scope="navbar-states"]';
const LINK_STATES = {
  pseudo: {
    rootSelector: 'body',
    hover: [`${SCOPE} nav > ul > li:nth-child(3) > a`],
    focus: [`${SCOPE} nav > ul > li:nth-child(4) > a`],
    focusVisible: [`${SCOPE} nav > ul > li:nth-child(4) > a`],
  },
};

const ScopedNavbar = (args: NavbarProps) => (
  <div data-pseudo-scope="navbar-states">
    <NavbarWithEntries {...args} />
  </div>
);

const linkStatesPlay: Story['play'] = async ({ canvasElement, id }) => {
  await pseudoStatesDrawn(canvasElement, id);
  const canvas = within(canvasElement);
  const hovered = canvas.getByRole('link', { name: t('nav.meet') });
  const focused = canvas.getByRole('link', { name: t('nav.contact') });
  await waitFor(() => expect(getComputedStyle(hovered).backgroundColor).toBe(colord(theme.colors.surfaceAlt).toRgbString()));
  await expect(getComputedStyle(focused).backgroundColor).not.toBe(getComputedStyle(hovered).backgroundColor);
  await expect(getComputedStyle(focused).outlineColor).toBe(colord(theme.colors.focus).toRgbString());
  await expect(getComputedStyle(hovered).outlineStyle).toBe('none');
};

/** From 768 px: the links in the bar, one hovered, one focused. */
export const LinkStatesDesktop: Story = {
  name: 'Link states · Desktop 768 px',
  globals: atViewport('desktop'),
  parameters: LINK_STATES,
  render: ScopedNavbar,
  play: linkStatesPlay,
};

/** From 1024 px: the same states in the wide bar. */
export const LinkStatesWide: Story = {
  name: 'Link states · Wide 1024 px',
  globals: atViewport('wide'),
  parameters: LINK_STATES,
  render: ScopedNavbar,
  play: linkStatesPlay,
};

/** Below 768 px the links live in the menu: the menu button drawn focused from the keyboard. */
export const MenuButtonFocusedMobile: Story = {
  name: 'Menu button focused · Mobile 360 px',
  globals: mobile,
  parameters: {
    pseudo: {
      rootSelector: 'body',
      focus: [`${SCOPE} [data-testid="hamburger"]`],
      focusVisible: [`${SCOPE} [data-testid="hamburger"]`],
    },
  },
  render: ScopedNavbar,
  play: async ({ canvasElement, id }) => {
    await pseudoStatesDrawn(canvasElement, id);
    const hamburger = within(canvasElement).getByRole('button', { name: t('nav.menu') });
    await waitFor(() => expect(getComputedStyle(hamburger).outlineColor).toBe(colord(theme.colors.focus).toRgbString()));
    await expect(getComputedStyle(hamburger).outlineStyle).toBe('solid');
  },
};
