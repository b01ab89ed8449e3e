import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Text, Toast, ToastRegion, type ToastProps } from '@/components/ui';
import { advanceClock, resetStoryClock, withStoryClock } from '../../support/storyClock';

/** Removes the toast when it closes (as the ToastProvider does), so a story can show auto-hide. */
function Dismissable(args: ToastProps) {
  const [open, setOpen] = useState(true);
  if (!open) return <Text>A notificação fechou.</Text>;
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
  component: Toast,
  args: { tone: 'success', message: 'Adicionado ao carrinho.', onClose: fn(), duration: 0 },
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
  play: async ({ canvasElement }) => {
    await expect(live(canvasElement, 'polite')).toHaveTextContent('Adicionado ao carrinho.');
  },
};

export const Error: Story = {
  args: { tone: 'error', message: 'Não foi possível iniciar o pagamento. Tente novamente.' },
  play: async ({ canvasElement }) => {
    await expect(live(canvasElement, 'assertive')).toHaveTextContent('Não foi possível iniciar o pagamento.');
  },
};

export const Info: Story = {
  args: { tone: 'info', message: 'Removido da lista de desejos.' },
  play: async ({ canvasElement }) => {
    await expect(live(canvasElement, 'polite')).toHaveTextContent('Removido da lista de desejos.');
  },
};

/**
 * Hides itself after `duration` (default TIMINGS.toast = 3000 ms). Time is simulated here
 * (stories/support/storyClock.tsx): the play function moves it to 1 ms before, then to the moment.
 */
export const AutoHides: Story = {
  args: { duration: 3000, message: 'Esta notificação fecha sozinha.' },
  decorators: [withStoryClock],
  beforeEach: resetStoryClock,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(live(canvasElement, 'polite')).toHaveTextContent('Esta notificação fecha sozinha.');
    advanceClock(2999);
    await expect(args.onClose).not.toHaveBeenCalled();
    advanceClock(1);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByText('Esta notificação fecha sozinha.')).toBeNull());
    await expect(canvas.getByText('A notificação fechou.')).toBeVisible();
  },
};

export const Closable: Story = {
  args: { duration: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar notificação' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Adicionado ao carrinho.')).toBeNull();
  },
};

/** The toast is not a live region itself (its region is): the message sits in exactly one live region. */
export const OneLiveRegion: Story = {
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByText('Adicionado ao carrinho.');
    const around = (el: Element | null): Element[] =>
      el
        ? [...(el.matches('[aria-live], [role="status"], [role="alert"], [role="log"]') ? [el] : []), ...around(el.parentElement)]
        : [];
    const regions = around(message);
    await expect(regions).toHaveLength(1);
    await expect(regions[0]).toHaveAttribute('aria-live', 'polite');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { message: 'Added to cart.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Close notification' })).toBeVisible();
  },
};
