import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BootFailure, bootTexts, type BootFailureKind, type BootLanguage } from '@/app/boot';

/**
 * What src/main.tsx shows instead of a blank page when the site cannot start. Its texts are the
 * `boot` group of the locale files, bundled (translations may be what failed), in the language the
 * detector would pick; the button reloads the page.
 */
const meta = {
  title: 'App/BootFailure',
  component: BootFailure,
  parameters: { layout: 'fullscreen' },
  args: { ...bootTexts('pt', 'translations'), onRetry: fn() },
} satisfies Meta<typeof BootFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** One story per failure, in the toolbar's language (pt/en). */
const failure = (kind: BootFailureKind): Story => ({
  render: (args, { globals }) => (
    <BootFailure {...args} {...bootTexts(((globals.locale as string | undefined) ?? 'pt') as BootLanguage, kind)} />
  ),
  play: async ({ canvasElement, args, globals }) => {
    const texts = bootTexts(((globals.locale as string | undefined) ?? 'pt') as BootLanguage, kind);
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    const heading = within(alert).getByRole('heading', { level: 1, name: texts.title });
    await expect(heading).toHaveFocus();
    await expect(alert).toHaveTextContent(texts.message);
    await expect(alert.closest('[lang]')).toHaveAttribute('lang', texts.lang);
    await userEvent.click(within(alert).getByRole('button', { name: texts.retryLabel }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});

/** The translations did not load within 8 s (or at all). */
export const TranslationsFailed: Story = { ...failure('translations'), tags: ['state:error'] };

/** The demo's mock service worker could not start (private window, service workers off). */
export const MockWorkerFailed: Story = { ...failure('mocks'), tags: ['state:error'] };

/** Anything else that stopped the start. */
export const Generic: Story = { ...failure('generic'), tags: ['state:error'] };

export const TranslationsFailedEnglish: Story = { ...TranslationsFailed, globals: { locale: 'en' } };
