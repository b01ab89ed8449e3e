import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecoveryForm } from '@/components/auth';
import { TextLink } from '@/components/ui';

const meta = {
  title: 'Components/Auth/RecoveryForm',
  component: RecoveryForm,
  args: { email: '', status: 'idle', loginPath: '/login', onChange: fn(), onSubmit: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['idle', 'sending', 'success', 'error'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecoveryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'a');
    await expect(args.onChange).toHaveBeenCalledWith('a');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Voltar ao login' })).toHaveAttribute('href', '/login');
  },
};

export const FieldError: Story = {
  args: { email: 'ana@', error: 'Indique um e-mail válido (por exemplo, nome@exemplo.pt).', attempt: 1 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /E-mail/ });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription('Indique um e-mail válido (por exemplo, nome@exemplo.pt).');
  },
};

export const Sending: Story = {
  args: { email: 'demo@example.com', status: 'sending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'A enviar…' })).toBeDisabled();
  },
};

export const Success: Story = {
  args: {
    status: 'success',
    message: 'Se o e-mail estiver registado, enviámos um link para redefinir a senha.',
    successExtra: (
      <p>
        Demonstração: nenhum e-mail sai deste site. <TextLink to="/mock-mailbox">Abrir a caixa de correio de teste</TextLink>
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/enviámos um link/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Abrir a caixa de correio de teste' })).toHaveAttribute(
      'href',
      '/mock-mailbox',
    );
  },
};

export const Error: Story = {
  args: { email: 'demo@example.com', status: 'error', message: 'Não foi possível enviar o pedido.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Não foi possível enviar o pedido.');
  },
};
