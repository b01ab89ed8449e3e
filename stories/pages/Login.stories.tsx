import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as LoginPage } from '@/pages/login/LoginPage';
import { PageHarness } from '../support/PageHarness';
import { resetAccounts } from '../support/accounts';

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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar na sua conta' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Entrar na sua conta' })).toBeVisible();
    await expect(canvas.getByText('Conta de demonstração: demo@example.com / Demo!2345')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Log in to your account' })).toBeVisible();
  },
};
