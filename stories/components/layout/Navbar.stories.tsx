import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Navbar, type NavbarProps } from '@/components/layout';
import { navEntries } from '@/app/layout/navEntries';
import { theme } from '@/theme';
import { atViewport } from '../../support/viewports';

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
    const account = canvas.getByRole('button', { name: 'Menu da conta' });
    await expect(canvas.getByTestId('user-icon')).toHaveStyle({ color: theme.colors.loggedOut });
    await userEvent.hover(account);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Bem-vindo(a)! Inicie sessão para aceder à sua conta.');
    await expect(account).toHaveAccessibleDescription('Bem-vindo(a)! Inicie sessão para aceder à sua conta.');
  },
};

/** Green user icon; hovering greets the user by name. */
export const LoggedIn: Story = {
  args: { status: 'loggedIn', userName: 'Ana Ribeiro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('user-icon')).toHaveStyle({ color: theme.colors.loggedIn });
    await userEvent.hover(canvas.getByRole('button', { name: 'Menu da conta' }));
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Olá, Ana Ribeiro');
  },
};

/** Expired session: black icon and the hover text 'O seu login expirou'. */
export const Expired: Story = {
  args: { status: 'expired', userName: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = canvas.getByRole('button', { name: 'Menu da conta' });
    await expect(canvas.getByTestId('user-icon')).toHaveStyle({ color: theme.colors.loggedOut });
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(account);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('O seu login expirou');
    await userEvent.unhover(account);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

/** The Trainings dropdown open: its disclosure button is expanded and its links are shown. */
export const DropdownOpen: Story = {
  args: { openMenu: 'trainings' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Formações' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Cursos', 'Mentorias', 'Imersões', 'Lançamentos']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Cursos' })).toHaveAttribute('href', '/#cursos');
    await expect(canvas.getByRole('button', { name: 'Recursos' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Artigos e Teses' })).toBeNull();
    await userEvent.click(toggle);
    await expect(args.onToggleMenu).toHaveBeenCalledWith('trainings');
  },
};

/** The Resources dropdown open. */
export const ResourcesOpen: Story = {
  args: { openMenu: 'resources' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Livros' })).toHaveAttribute('href', '/#livros');
    await expect(canvas.getByRole('link', { name: 'Artigos e Teses' })).toHaveAttribute('href', '/artigos-teses');
    await expect(canvas.getByRole('link', { name: 'Os nossos valores' })).toHaveAttribute('href', '/nossos-valores');
    await expect(canvas.getByRole('link', { name: 'Sobre' })).toHaveAttribute('href', '/about');
  },
};

/** The user menu open while logged in: profile and logout. */
export const UserMenuLoggedIn: Story = {
  args: { openMenu: 'user', status: 'loggedIn', userName: 'Ana Ribeiro' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/profile');
    await userEvent.click(canvas.getByRole('button', { name: 'Terminar sessão' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('link', { name: 'Entrar' })).toBeNull();
  },
};

/** The user menu open while logged out: login and registration. */
export const UserMenuLoggedOut: Story = {
  args: { openMenu: 'user' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/register');
    await expect(canvas.queryByRole('button', { name: 'Terminar sessão' })).toBeNull();
  },
};

/** Wishlist and cart badges with their counts. */
export const WithCounts: Story = {
  args: { wishlistCount: 3, cartCount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cart = canvas.getByRole('link', { name: 'Carrinho, 2 artigos' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart).toHaveTextContent('2');
    const wishlist = canvas.getByRole('link', { name: 'Lista de desejos, 3 itens' });
    await expect(wishlist).toHaveAttribute('href', '/wishlist');
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
    const hamburger = canvas.getByRole('button', { name: 'Menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(hamburger).toHaveAttribute('aria-controls', 'mobile-menu');
    await expect(canvas.queryByRole('button', { name: 'Formações' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Menu da conta' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Carrinho, 0 artigos' })).toBeVisible();
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
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = within(canvas.getByTestId('mobile-menu'));
    await expect(menu.getByRole('navigation', { name: 'Menu para telemóvel' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Carrinho, 1 artigo' })).toBeVisible();
    await expect(menu.getByRole('group', { name: 'Idioma' })).toBeVisible();
    await userEvent.click(menu.getByRole('link', { name: 'Contacto' }));
    await expect(args.onMobileNavigate).toHaveBeenCalledWith('/contact');
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { language: 'en', status: 'expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Trainings' })).toBeVisible();
    await userEvent.hover(canvas.getByRole('button', { name: 'Account menu' }));
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Your login has expired');
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  },
};
