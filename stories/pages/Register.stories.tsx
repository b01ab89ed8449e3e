import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Component as RegisterPage } from '@/pages/register/RegisterPage';
import { PageHarness } from '../support/PageHarness';
import { resetAccounts } from '../support/accounts';
import { language, t } from '../support/t';

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

/** The page: its heading and the two groups of fields; country names in the UI language. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('register.title') })).toBeVisible();
    await expect(canvas.getByRole('group', { name: t('register.sections.account') })).toBeVisible();
    await expect(canvas.getByRole('group', { name: t('register.sections.personal') })).toBeVisible();
    const country = canvas.getByRole('combobox', { name: t('register.fields.country') }) as HTMLSelectElement;
    // The browser's own country names come with the render after the first (useHydrated: a background render).
    await waitFor(() =>
      expect([...country.options].find((o) => o.value === 'DE')?.text).toBe(language() === 'pt' ? 'Alemanha' : 'Germany'),
    );
  },
};

/** Country names follow the UI language: the same play with the language toolbar on English. */
export const English: Story = { ...Default, globals: { locale: 'en' } };
