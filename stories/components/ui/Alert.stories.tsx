import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from '@/components/ui';

const meta = {
  title: 'Components/UI/Alert',
  component: Alert,
  args: { tone: 'info', title: 'Envio gratuito', children: 'Portes grátis em compras acima de 50,00 €: faltam 12,50 €' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'error', 'info', 'warning'] },
    title: { control: 'text' },
    children: { control: 'text' },
    onDismiss: { control: false },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Success: Story = {
  args: { tone: 'success', title: 'Mensagem enviada', children: 'Obrigada! Responderei em breve.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Mensagem enviada');
  },
};

export const Error: Story = {
  args: { tone: 'error', title: 'Não foi possível enviar', children: 'Verifique a ligação e tente novamente.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Não foi possível enviar');
  },
};

export const Info: Story = { args: { tone: 'info' } };

export const Warning: Story = {
  args: { tone: 'warning', title: 'Sessão expirada', children: 'Inicie sessão novamente para continuar.' },
};

export const WithoutTitle: Story = { args: { title: undefined, children: 'Os preços incluem IVA.' } };

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fechar aviso' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
