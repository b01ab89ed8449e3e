import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHarness } from '../support/PageHarness';
import { Component as DashboardPage } from '@/pages/dashboard/DashboardPage';
import { issueTokens } from '@mocks/handlers/auth';
import { DEMO_USER } from '@mocks/db';

const meta = {
  title: 'Pages/Dashboard',
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.clear();
    return () => localStorage.clear();
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out: the guard sends the visitor to /login. */
export const LoggedOutRedirects: Story = {
  render: () => <PageHarness path="/dashboard" url="/dashboard" Component={DashboardPage} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/login');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** Logged in: the placeholder text only. */
export const LoggedIn: Story = {
  beforeEach: () => {
    const { access, refresh } = issueTokens(DEMO_USER);
    localStorage.setItem('access', access);
    localStorage.setItem('refresh', refresh);
    localStorage.setItem('isLoggedIn', 'true');
  },
  render: () => <PageHarness path="/dashboard" url="/dashboard" Component={DashboardPage} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByTestId('location-probe')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Ver o meu perfil' })).toHaveAttribute('href', '/profile');
  },
};
