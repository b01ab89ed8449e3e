import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu } from '@/components/layout';
import { theme } from '@/theme';
import { href, t } from '../../support/t';

const meta = {
  title: 'Components/Layout/UserMenu',
  tags: ['status:stable'],
  component: UserMenu,
  args: { status: 'loggedOut', userName: null, open: false, onToggle: fn(), onOpen: fn(), onClose: fn(), onLogout: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['loggedOut', 'loggedIn', 'expired'] }, userName: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240, display: 'flex', justifyContent: 'flex-end', paddingRight: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('user-icon')).toHaveStyle({ color: theme.colors.loggedOut });
    await userEvent.hover(canvas.getByRole('button', { name: t('nav.accountMenu') }));
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(t('nav.greetingGuest'));
  },
};

export const LoggedIn: Story = {
  args: { status: 'loggedIn', userName: 'Ana Ribeiro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('user-icon')).toHaveStyle({ color: theme.colors.loggedIn });
    await userEvent.hover(canvas.getByRole('button', { name: t('nav.accountMenu') }));
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(t('nav.greeting', { name: 'Ana Ribeiro' }));
  },
};

/** Logged in before the profile has loaded: a greeting without a name. */
export const LoggedInWithoutName: Story = {
  args: { status: 'loggedIn', userName: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: t('nav.accountMenu') }));
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(t('nav.greetingNoName'));
  },
};

/** Expired: the tooltip (on hover or keyboard focus) says the login has expired; Escape dismisses it. */
export const Expired: Story = {
  tags: ['state:error'],
  args: { status: 'expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: t('nav.accountMenu') });
    await expect(canvas.getByTestId('user-icon')).toHaveStyle({ color: theme.colors.loggedOut });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(t('nav.expired'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

export const OpenLoggedIn: Story = {
  args: { status: 'loggedIn', userName: 'Ana Ribeiro', open: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('nav.accountMenu') })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: t('nav.profile') })).toHaveAttribute('href', href('/profile'));
    await userEvent.click(canvas.getByRole('button', { name: t('nav.logout') }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const OpenLoggedOut: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: t('nav.login') })).toHaveAttribute('href', href('/login'));
    await expect(canvas.getByRole('link', { name: t('nav.register') })).toHaveAttribute('href', href('/register'));
  },
};

export const OpenExpired: Story = {
  tags: ['state:error'],
  args: { status: 'expired', open: true },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement.querySelector<HTMLElement>('#user-menu')!);
    await expect(panel.getByText(t('nav.expired'))).toBeVisible();
    await expect(panel.getByRole('link', { name: t('nav.login') })).toBeVisible();
  },
};
