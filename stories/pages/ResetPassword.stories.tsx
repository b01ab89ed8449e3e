import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as ResetPasswordPage } from '@/pages/reset/ResetPasswordPage';
import { PageHarness } from '../support/PageHarness';
import { resetAccounts } from '../support/accounts';
import { db, DEMO_USER } from '../../mocks/db';
import { t } from '../support/t';

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
    await expect(await canvas.findByRole('heading', { level: 1, name: t('reset.title') })).toBeVisible();
    await expect(await canvas.findByLabelText(t('reset.password'), {}, { timeout: 4000 })).toBeVisible();
  },
};

/** An invalid link has its own heading and text, not the form's. */
export const InvalidLink: Story = {
  tags: ['state:error'],
  render: () => <PageHarness path="/reset-password/:uid/:token" url="/reset-password/x/y" Component={ResetPasswordPage} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('reset.errors.invalidLink'), {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('reset.invalidTitle'));
  },
};

/** The invalid link with the language toolbar on English: the same play, in the English texts. */
export const English: Story = { ...InvalidLink, globals: { locale: 'en' } };
