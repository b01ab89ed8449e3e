import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as LoginPage } from '@/pages/login/LoginPage';
import { PageHarness } from '../support/PageHarness';
import { resetAccounts } from '../support/accounts';
import { t } from '../support/t';

/** /login. The behaviour per state is in Flows/Login. */
const meta = {
  title: 'Pages/Login',
  component: LoginPage,
  parameters: { router: false, layout: 'fullscreen' },
  render: () => <PageHarness path="/login" url="/login" Component={LoginPage} />,
  beforeEach: () => {
    resetAccounts();
    return resetAccounts;
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page: its heading, the form it names and the demo account's hint. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('login.title') })).toBeVisible();
    await expect(canvas.getByRole('form', { name: t('login.title') })).toBeVisible();
    await expect(canvas.getByText(t('auth.demoAccount', { email: 'demo@example.com', password: 'Demo!2345' }))).toBeVisible();
  },
};

/** The page with the language toolbar on English: the same play, in the English texts. */
export const English: Story = { ...Default, globals: { locale: 'en' } };
