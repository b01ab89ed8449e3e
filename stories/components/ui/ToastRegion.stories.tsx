import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Toast, ToastRegion } from '@/components/ui';

const meta = {
  title: 'Components/UI/ToastRegion',
  component: ToastRegion,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <>
        <Toast tone="success" message="Adicionado ao carrinho." onClose={fn()} duration={0} />
        <Toast tone="info" message="Removido da lista de desejos." onClose={fn()} duration={0} />
        <Toast tone="error" message="Não foi possível iniciar o pagamento." onClose={fn()} duration={0} />
      </>
    ),
  },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '60vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notificações' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(within(region).getAllByRole('button', { name: 'Fechar notificação' })).toHaveLength(3);
  },
};

/** Always in the page (an empty live region), so later toasts are announced. */
export const Empty: Story = {
  args: { children: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Notificações' })).toBeEmptyDOMElement();
  },
};
