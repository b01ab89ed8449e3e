import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { ToastProvider, useToasts } from '@/features/toasts';
import { Button, Stack, Text } from '@/components/ui';
import { TIMINGS } from '@machines/shared';
import { language, t } from '../../support/t';
import { advanceClock, resetStoryClock, withStoryClock } from '../../support/storyClock';

/** The region's polite or assertive live region. */
const live = (region: HTMLElement, politeness: 'polite' | 'assertive') =>
  region.querySelector<HTMLElement>(`[aria-live="${politeness}"]`) as HTMLElement;

/** The demo's own controls (not site copy, so no translation keys), in each language. */
const demoText = {
  pt: {
    success: 'Mostrar sucesso',
    error: 'Mostrar erro',
    info: 'Mostrar informação',
    sticky: 'Mostrar fixa',
    visible: (count: number) => `Notificações visíveis: ${count}`,
  },
  en: {
    success: 'Show success',
    error: 'Show error',
    info: 'Show information',
    sticky: 'Show sticky',
    visible: (count: number) => `Visible notifications: ${count}`,
  },
} as const;

/** The demo's controls in the story's language, for play functions. */
const demo = () => demoText[language()];

/** The messages are the site's own toasts (wishlist page, book page, session storage notice). */
function Demo() {
  const { show, toasts } = useToasts();
  const { t: translate, i18n } = useTranslation();
  const text = demoText[i18n.language.startsWith('en') ? 'en' : 'pt'];
  return (
    <Stack gap={3}>
      <Stack direction="row" gap={3} wrap>
        <Button onClick={() => show('success', translate('wishlist.added'))}>{text.success}</Button>
        <Button variant="danger" onClick={() => show('error', translate('book.toasts.actionError'))}>
          {text.error}
        </Button>
        <Button variant="outline" onClick={() => show('info', translate('wishlist.removed'))}>
          {text.info}
        </Button>
        <Button variant="ghost" onClick={() => show('info', translate('auth.sessionNotKept'), { duration: 0 })}>
          {text.sticky}
        </Button>
      </Stack>
      <Text tone="muted" size="sm">
        {text.visible(toasts.length)}
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'Components/UI/ToastProvider',
  tags: ['status:stable'],
  component: ToastProvider,
  args: { children: <Demo /> },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '70vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * show() for each tone: success in the polite live region, the error in the assertive one (each message in
 * exactly one live region, announced once); each toast auto-hides after 3 s (simulated time:
 * stories/support/storyClock.tsx).
 */
export const ShowsAndAutoHides: Story = {
  decorators: [withStoryClock],
  beforeEach: resetStoryClock,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: t('ui.notifications') });
    await userEvent.click(canvas.getByRole('button', { name: demo().success }));
    await expect(live(region, 'polite')).toHaveTextContent(t('wishlist.added'));
    await userEvent.click(canvas.getByRole('button', { name: demo().error }));
    await expect(live(region, 'assertive')).toHaveTextContent(t('book.toasts.actionError'));
    await expect(live(region, 'polite')).not.toHaveTextContent(t('book.toasts.actionError'));
    await expect(live(region, 'assertive')).not.toHaveTextContent(t('wishlist.added'));
    // No live region inside another: each message is announced once.
    await expect(
      region.querySelectorAll('[aria-live] [aria-live], [aria-live] [role="status"], [aria-live] [role="alert"]'),
    ).toHaveLength(0);
    await expect(canvas.getByText(demo().visible(2))).toBeVisible();
    advanceClock(TIMINGS.toast - 1);
    await expect(canvas.getByText(demo().visible(2))).toBeVisible();
    advanceClock(1);
    await waitFor(() => expect(region.textContent).toBe(''));
    await expect(canvas.getByText(demo().visible(0))).toBeVisible();
  },
};

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: demo().info }));
    const region = canvas.getByRole('region', { name: t('ui.notifications') });
    await waitFor(() => expect(live(region, 'polite')).toHaveTextContent(t('wishlist.removed')));
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: demo().sticky }));
    const region = canvas.getByRole('region', { name: t('ui.notifications') });
    await expect(within(region).getByText(t('auth.sessionNotKept'))).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: t('toast.close') }));
    await expect(region.textContent).toBe('');
  },
};

/** At most three at a time; the same message twice shows once. */
export const Stacking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: demo().success }));
    await userEvent.click(canvas.getByRole('button', { name: demo().success }));
    await expect(canvas.getByText(demo().visible(1))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: demo().error }));
    await userEvent.click(canvas.getByRole('button', { name: demo().info }));
    await userEvent.click(canvas.getByRole('button', { name: demo().sticky }));
    await expect(canvas.getByText(demo().visible(3))).toBeVisible();
    await expect(canvas.queryByText(t('wishlist.added'))).toBeNull();
  },
};
