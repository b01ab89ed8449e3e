import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as RecoveryPage } from '@/pages/recovery/RecoveryPage';
import { PageHarness } from '../support/PageHarness';
import { resetAccounts } from '../support/accounts';
import { t } from '../support/t';

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

/** The page with its heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: t('recovery.title') })).toBeVisible();
  },
};

/** The page with the language toolbar on English: the same play, in the English texts. */
export const English: Story = { ...Default, globals: { locale: 'en' } };
