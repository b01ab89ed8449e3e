import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHarness } from '../support/PageHarness';
import { clearSession, LoginProbe, logIn } from '../support/contentSession';
import { Component as DashboardPage } from '@/pages/dashboard/DashboardPage';
import { href, t } from '../support/t';

const page = () => (
  <PageHarness
    path="/dashboard"
    url="/dashboard"
    Component={DashboardPage}
    extraRoutes={[{ path: '/login', Component: LoginProbe }]}
  />
);

/** /dashboard — guarded (logged-in only); placeholder text with links to the profile and the wishlist. */
const meta = {
  title: 'Pages/Dashboard',
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => clearSession(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out: the guard sends the visitor to /login, remembering /dashboard. */
export const LoggedOutRedirects: Story = {
  render: page,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/login');
    await expect(canvas.getByTestId('login-from')).toHaveTextContent('/dashboard');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** Logged in: the placeholder text and the two links. */
export const LoggedIn: Story = {
  beforeEach: () => logIn(),
  render: page,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByText(t('dashboard.text'))).toBeVisible();
    await expect(canvas.queryByTestId('location-probe')).toBeNull();
    await expect(canvas.getByRole('link', { name: t('dashboard.profile') })).toHaveAttribute('href', href('/profile'));
    await expect(canvas.getByRole('link', { name: t('dashboard.wishlist') })).toHaveAttribute('href', href('/wishlist'));
  },
};
