import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as RegisterPage } from '@/pages/register/RegisterPage';
import { PageHarness } from '../support/PageHarness';
import { resetAccounts } from '../support/accounts';

/** /register. The behaviour per state is in Flows/Register. */
const meta = {
  title: 'Pages/Register',
  component: RegisterPage,
  parameters: { router: false, layout: 'fullscreen' },
  render: () => <PageHarness path="/register" url="/register" Component={RegisterPage} />,
  beforeEach: () => {
    resetAccounts();
    return resetAccounts;
  },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Criar a sua conta' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Dados de acesso' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Dados pessoais' })).toBeVisible();
  },
};

/** Country names follow the UI language. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    const country = canvas.getByRole('combobox', { name: /^Country/ }) as HTMLSelectElement;
    await expect([...country.options].find((o) => o.value === 'DE')?.text).toBe('Germany');
  },
};
