import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as ProfilePage } from '@/pages/profile/ProfilePage';
import { PageHarness } from '../support/PageHarness';
import { resetAccounts, seedDemoSession } from '../support/accounts';

/** /profile (guarded by the access token). The behaviour per state is in Flows/ProfilePage. */
const meta = {
  title: 'Pages/Profile',
  component: ProfilePage,
  parameters: { router: false, layout: 'fullscreen' },
  render: () => <PageHarness path="/profile" url="/profile" Component={ProfilePage} />,
  beforeEach: () => {
    resetAccounts();
    seedDemoSession();
    return resetAccounts;
  },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'O meu perfil' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Ana Demo' }, { timeout: 4000 })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(await canvas.findByText('Female', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByText('17 May 1990')).toBeVisible();
  },
};

export const LoggedOutRedirects: Story = {
  beforeEach: () => {
    localStorage.clear();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('location-probe')).toHaveTextContent('/login');
  },
};
