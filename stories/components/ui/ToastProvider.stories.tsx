import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider, useToasts } from '@/app/toasts';
import { Button, Stack, Text } from '@/components/ui';
import { TIMINGS } from '@/config/constants';
import { advanceClock, resetStoryClock, withStoryClock } from '../../support/storyClock';

/** The region's polite or assertive live region. */
const live = (region: HTMLElement, politeness: 'polite' | 'assertive') =>
  region.querySelector<HTMLElement>(`[aria-live="${politeness}"]`) as HTMLElement;

function Demo() {
  const { show, toasts } = useToasts();
  return (
    <Stack gap={3}>
      <Stack direction="row" gap={3} wrap>
        <Button onClick={() => show('success', 'Adicionado ao carrinho.')}>Mostrar sucesso</Button>
        <Button variant="danger" onClick={() => show('error', 'Não foi possível iniciar o pagamento.')}>
          Mostrar erro
        </Button>
        <Button variant="outline" onClick={() => show('info', 'Removido da lista de desejos.')}>
          Mostrar informação
        </Button>
        <Button variant="ghost" onClick={() => show('info', 'Esta fica até a fechar.', { duration: 0 })}>
          Mostrar fixa
        </Button>
      </Stack>
      <Text tone="muted" size="sm">
        Notificações visíveis: {toasts.length}
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'Components/UI/ToastProvider',
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
    const region = canvas.getByRole('region', { name: 'Notificações' });
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar sucesso' }));
    await expect(live(region, 'polite')).toHaveTextContent('Adicionado ao carrinho.');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar erro' }));
    await expect(live(region, 'assertive')).toHaveTextContent('Não foi possível iniciar o pagamento.');
    await expect(live(region, 'polite')).not.toHaveTextContent('Não foi possível iniciar o pagamento.');
    await expect(live(region, 'assertive')).not.toHaveTextContent('Adicionado ao carrinho.');
    // No live region inside another: each message is announced once.
    await expect(
      region.querySelectorAll('[aria-live] [aria-live], [aria-live] [role="status"], [aria-live] [role="alert"]'),
    ).toHaveLength(0);
    await expect(canvas.getByText('Notificações visíveis: 2')).toBeVisible();
    advanceClock(TIMINGS.toast - 1);
    await expect(canvas.getByText('Notificações visíveis: 2')).toBeVisible();
    advanceClock(1);
    await waitFor(() => expect(region.textContent).toBe(''));
    await expect(canvas.getByText('Notificações visíveis: 0')).toBeVisible();
  },
};

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar informação' }));
    const region = canvas.getByRole('region', { name: 'Notificações' });
    await waitFor(() => expect(live(region, 'polite')).toHaveTextContent('Removido da lista de desejos.'));
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar fixa' }));
    const region = canvas.getByRole('region', { name: 'Notificações' });
    await expect(within(region).getByText('Esta fica até a fechar.')).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Fechar notificação' }));
    await expect(region.textContent).toBe('');
  },
};

/** At most three at a time; the same message twice shows once. */
export const Stacking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar sucesso' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar sucesso' }));
    await expect(canvas.getByText('Notificações visíveis: 1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar erro' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar informação' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar fixa' }));
    await expect(canvas.getByText('Notificações visíveis: 3')).toBeVisible();
    await expect(canvas.queryByText('Adicionado ao carrinho.')).toBeNull();
  },
};
