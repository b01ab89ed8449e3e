import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as RecoveryPage } from '@/pages/recovery/RecoveryPage';
import { PageHarness } from '../support/PageHarness';
import { resetAccounts } from '../support/accounts';

/** /recuperar-senha. The behaviour per state is in Flows/Recovery. */
const meta = {
  title: 'Pages/Recovery',
  component: RecoveryPage,
  parameters: { router: false, layout: 'fullscreen' },
  render: () => <PageHarness path="/recuperar-senha" url="/recuperar-senha" Component={RecoveryPage} />,
  beforeEach: () => {
    resetAccounts();
    return resetAccounts;
  },
} satisfies Meta<typeof RecoveryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Recuperar a senha' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Recover your password' })).toBeVisible();
  },
};
