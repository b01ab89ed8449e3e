import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as ProfilePage } from '@/pages/profile/ProfilePage';
import { PageHarness } from '../support/PageHarness';
import { resetAccounts, seedDemoSession } from '../support/accounts';
import { language, t } from '../support/t';

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

/** The demo user's profile: the page title, the name, and the gender and birth date in the page's language. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('profile.title') })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Ana Demo' }, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByText(t('register.genders.F'))).toBeVisible();
    await expect(canvas.getByText(language() === 'pt' ? '17 de maio de 1990' : '17 May 1990')).toBeVisible();
  },
};

/** The profile in English: Default's checks, in English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: Default.play,
};

/** Logged out: the guard sends the visitor to /login. */
export const LoggedOutRedirects: Story = {
  beforeEach: () => {
    localStorage.clear();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('location-probe')).toHaveTextContent('/login');
  },
};
