import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PreviewShell } from '@/admin/previews/PreviewShell';
import { i18n } from '@/i18n';
import { t } from '../../support/t';

/** What the shell's children see: a text of the site's translations, in the shell's language. */
function SiteText() {
  const { t } = useTranslation();
  return <p>{t('nav.home')}</p>;
}

/**
 * Every admin preview's frame: a switch between the two languages, and the site's i18n and router in the chosen
 * one around the preview, whatever the admin's (or the toolbar's) language.
 */
const meta = {
  title: 'Admin/Previews/PreviewShell',
  tags: ['status:beta'],
  component: PreviewShell,
  // The shell brings its own router, in the language it shows.
  parameters: { layout: 'fullscreen', router: false },
  args: { language: 'pt', onLanguageChange: fn(), children: <SiteText /> },
} satisfies Meta<typeof PreviewShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** In Portuguese: the site's Portuguese texts; pressing the other language asks for it. */
export const Portuguese: Story = {
  play: async ({ canvasElement, args }) => {
    await i18n.loadLanguages(['pt', 'en']);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.getFixedT('pt')('nav.home'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('admin.preview.languages.pt') })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t('admin.preview.languages.en') }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
  },
};

/** In English: the site's English texts, with the toolbar on either language. */
export const English: Story = {
  args: { language: 'en' },
  play: async ({ canvasElement }) => {
    await i18n.loadLanguages(['pt', 'en']);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.getFixedT('en')('nav.home'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('admin.preview.languages.en') })).toHaveAttribute('aria-pressed', 'true');
  },
};
