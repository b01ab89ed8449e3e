import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Text, Toast, ToastRegion, type ToastProps } from '@/components/ui';
import { T, tk } from '../../support/translatedArgs';
import { Matrix } from '../../support/Matrix';
import { language, t } from '../../support/t';
import { advanceClock, resetStoryClock, withStoryClock } from '../../support/storyClock';

/** The demo's own note once the toast has gone (not site copy, so no translation key), per language. */
const closedNote = { pt: 'A notificação fechou.', en: 'The notification closed.' } as const;

/** Removes the toast when it closes (as the ToastProvider does), so a story can show auto-hide. */
function Dismissable(args: ToastProps) {
  const [open, setOpen] = useState(true);
  const { i18n } = useTranslation();
  if (!open) return <Text>{closedNote[i18n.language.startsWith('en') ? 'en' : 'pt']}</Text>;
  return (
    <Toast
      {...args}
      onClose={() => {
        args.onClose();
        setOpen(false);
      }}
    />
  );
}

const meta = {
  title: 'Components/UI/Toast',
  tags: ['status:stable'],
  component: Toast,
  args: { tone: 'success', message: tk('wishlist.added'), onClose: fn(), duration: 0 },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'error', 'info'] },
    message: { control: 'text' },
    duration: { control: 'number', description: 'ms until auto-hide; 0 keeps it open' },
  },
  // A toast is shown inside the one ToastRegion: errors in its assertive live region, the rest in its polite one.
  render: (args) =>
    args.tone === 'error' ? (
      <ToastRegion assertive={<Dismissable {...args} />} />
    ) : (
      <ToastRegion polite={<Dismissable {...args} />} />
    ),
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live region (polite or assertive) holding the toast. */
const live = (canvasElement: HTMLElement, politeness: 'polite' | 'assertive') =>
  canvasElement.querySelector<HTMLElement>(`[aria-live="${politeness}"]`) as HTMLElement;

export const Playground: Story = {};

export const Success: Story = {
  tags: ['state:success'],
  play: async ({ canvasElement }) => {
    await expect(live(canvasElement, 'polite')).toHaveTextContent(t('wishlist.added'));
  },
};

export const Error: Story = {
  tags: ['state:error'],
  args: { tone: 'error', message: tk('book.toasts.actionError') },
  play: async ({ canvasElement }) => {
    await expect(live(canvasElement, 'assertive')).toHaveTextContent(t('book.toasts.actionError'));
  },
};

export const Info: Story = {
  args: { tone: 'info', message: tk('wishlist.removed') },
  play: async ({ canvasElement }) => {
    await expect(live(canvasElement, 'polite')).toHaveTextContent(t('wishlist.removed'));
  },
};

/**
 * Hides itself after `duration` (default TIMINGS.toast = 3000 ms). Time is simulated here
 * (stories/support/storyClock.tsx): the play function moves it to 1 ms before, then to the moment.
 */
export const AutoHides: Story = {
  args: { duration: 3000, message: tk('add_book_wishlist') },
  decorators: [withStoryClock],
  beforeEach: resetStoryClock,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(live(canvasElement, 'polite')).toHaveTextContent(t('add_book_wishlist'));
    advanceClock(2999);
    await expect(args.onClose).not.toHaveBeenCalled();
    advanceClock(1);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByText(t('add_book_wishlist'))).toBeNull());
    await expect(canvas.getByText(closedNote[language()])).toBeVisible();
  },
};

export const Closable: Story = {
  args: { duration: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('toast.close') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(t('wishlist.added'))).toBeNull();
  },
};

/** The toast is not a live region itself (its region is): the message sits in exactly one live region. */
export const OneLiveRegion: Story = {
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByText(t('wishlist.added'));
    const around = (el: Element | null): Element[] =>
      el
        ? [...(el.matches('[aria-live], [role="status"], [role="alert"], [role="log"]') ? [el] : []), ...around(el.parentElement)]
        : [];
    const regions = around(message);
    await expect(regions).toHaveLength(1);
    await expect(regions[0]).toHaveAttribute('aria-live', 'polite');
  },
};

const TOAST_TONES = [
  { tone: 'success', short: 'wishlist.added', long: 'contactForm.sentStatus' },
  { tone: 'error', short: 'book.toasts.actionError', long: 'register.errors.unexpected' },
  { tone: 'info', short: 'wishlist.removed', long: 'cart.summary.taxNote' },
] as const;

/**
 * Every tone with a short and a long message, kept open: the table the feedback guidance page shows. On the
 * site a toast only ever appears inside the ToastRegion (the live regions at the bottom of the screen); the
 * table shows them outside it, side by side, for review only.
 */
export const TonesAndLengths: Story = {
  render: () => (
    <Matrix
      caption="Toast: tone x message length"
      columns={['short message', 'long message']}
      cellWidth={280}
      rows={TOAST_TONES.map(({ tone, short, long }) => ({
        label: tone,
        cells: [
          <Toast key="short" tone={tone} message={<T k={short} />} onClose={fn()} duration={0} />,
          <Toast key="long" tone={tone} message={<T k={long} />} onClose={fn()} duration={0} />,
        ],
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: t('toast.close') })).toHaveLength(6);
  },
};
