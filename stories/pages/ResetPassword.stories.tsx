import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as ResetPasswordPage } from '@/pages/reset/ResetPasswordPage';
import { PageHarness } from '../support/PageHarness';
import { resetAccounts } from '../support/accounts';
import { db, DEMO_USER } from '../../mocks/db';

/** /reset-password/:uid/:token. The behaviour per state is in Flows/ResetPassword. */
const meta = {
  title: 'Pages/ResetPassword',
  component: ResetPasswordPage,
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => {
    resetAccounts();
    db.update((d) => {
      d.resetTokens.push({ uid: 'page', token: 'story', email: DEMO_USER.email, expires: Date.now() + 3_600_000, used: false });
    });
    return resetAccounts;
  },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ValidLink: Story = {
  render: () => <PageHarness path="/reset-password/:uid/:token" url="/reset-password/page/story" Component={ResetPasswordPage} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Escolher uma nova senha' })).toBeVisible();
    await expect(await canvas.findByLabelText(/^Nova senha/, {}, { timeout: 4000 })).toBeVisible();
  },
};

/** An invalid link has its own heading and text, not the form's. */
export const InvalidLink: Story = {
  render: () => <PageHarness path="/reset-password/:uid/:token" url="/reset-password/x/y" Component={ResetPasswordPage} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Este link de redefinição de senha é inválido ou expirou.', {}, { timeout: 4000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Este link já não é válido');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => <PageHarness path="/reset-password/:uid/:token" url="/reset-password/x/y" Component={ResetPasswordPage} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This password reset link is invalid or has expired.', {}, { timeout: 4000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('This link is no longer valid');
  },
};
