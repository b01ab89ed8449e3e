import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { MobileMenu, type MobileMenuProps } from '@/components/layout';
import { navEntries } from '@/app/layout/navEntries';
import { t } from '../../support/t';
import { atViewport } from '../../support/viewports';

function WithEntries(props: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <div style={{ position: 'relative', minHeight: 900 }}>
      <MobileMenu {...props} entries={navEntries(t)} />
    </div>
  );
}

const meta = {
  title: 'Components/Layout/MobileMenu',
  tags: ['status:stable'],
  component: MobileMenu,
  args: {
    id: 'mobile-menu',
    state: 'open',
    entries: [],
    status: 'loggedOut',
    userName: null,
    wishlistCount: 0,
    cartCount: 0,
    language: 'pt',
    onChangeLanguage: fn(),
    onNavigate: fn(),
    onLogout: fn(),
  },
  argTypes: {
    entries: { control: false },
    state: { control: 'select', options: ['closed', 'opening', 'open', 'closing'] },
    status: { control: 'inline-radio', options: ['loggedOut', 'loggedIn', 'expired'] },
    language: { control: 'inline-radio', options: ['pt', 'en'] },
  },
  globals: atViewport('mobile'),
  parameters: { layout: 'fullscreen' },
  render: (args) => <WithEntries {...args} />,
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Open: every navigation link, grouped; a plain click asks to navigate (the menu closes first). */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('mobile-menu')).toHaveAttribute('data-state', 'open');
    const trainings = canvas.getByRole('list', { name: t('nav.trainings') });
    for (const name of [t('nav.courses'), t('nav.mentorships'), t('nav.immersions'), t('nav.launches')])
      await expect(within(trainings).getByRole('link', { name })).toBeVisible();
    const resources = canvas.getByRole('list', { name: t('nav.resources') });
    for (const name of [t('nav.books'), t('nav.publications'), t('nav.values'), t('nav.about')])
      await expect(within(resources).getByRole('link', { name })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: t('nav.courses') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/#cursos');
    await userEvent.click(canvas.getByRole('link', { name: t('nav.wishlistCount', { count: 0 }) }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/wishlist');
  },
};

/** Opening: rendered in its start position for the 10 ms before it is open. */
export const Opening: Story = {
  args: { state: 'opening' },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByTestId('mobile-menu');
    await expect(menu).toHaveAttribute('data-state', 'opening');
    await expect(menu).toHaveStyle({ opacity: '0' });
  },
};

/** Closing: fading out during the 500 ms close delay. */
export const Closing: Story = {
  args: { state: 'closing' },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByTestId('mobile-menu');
    await expect(menu).toHaveAttribute('data-state', 'closing');
    await expect(menu).not.toHaveAttribute('hidden');
  },
};

/** Closed: not shown at all, and empty (its content is written as it starts opening). */
export const Closed: Story = {
  args: { state: 'closed' },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByTestId('mobile-menu');
    await expect(menu).not.toBeVisible();
    await expect(menu).toBeEmptyDOMElement();
  },
};

/** Logged in: greeting, profile and logout. */
export const LoggedIn: Story = {
  args: { status: 'loggedIn', userName: 'Ana Ribeiro', wishlistCount: 2, cartCount: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('mobile-user-status')).toHaveTextContent(t('nav.greeting', { name: 'Ana Ribeiro' }));
    await expect(canvas.getByRole('link', { name: t('nav.cartCount', { count: 5 }) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('nav.logout') }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Expired session: the message and the login links. */
export const Expired: Story = {
  tags: ['state:error'],
  args: { status: 'expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('mobile-user-status')).toHaveTextContent(t('nav.expired'));
    await expect(canvas.getByRole('link', { name: t('nav.login') })).toBeVisible();
  },
};

/** Choosing a language from the mobile menu. */
export const ChangeLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('languages.en') }));
    await expect(args.onChangeLanguage).toHaveBeenCalledWith('en');
  },
};
