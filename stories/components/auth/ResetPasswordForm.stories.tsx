import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetPasswordForm } from '@/components/auth';

const meta = {
  title: 'Components/Auth/ResetPasswordForm',
  component: ResetPasswordForm,
  args: {
    status: 'editing',
    values: { password: '', confirmPassword: '' },
    loginPath: '/login',
    recoveryPath: '/recuperar-senha',
    onChange: fn(),
    onSubmit: fn(),
    onRetryValidation: fn(),
  },
  argTypes: {
    status: { control: 'select', options: ['checking', 'invalid', 'validationFailed', 'editing', 'submitting', 'success'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Checking: Story = {
  args: { status: 'checking' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Verificando o link de redefinição...');
  },
};

export const Invalid: Story = {
  args: { status: 'invalid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Este link de redefinição de senha é inválido ou expirou.');
    await expect(canvas.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/recuperar-senha');
    await expect(canvas.getByRole('link', { name: 'Voltar ao login' })).toHaveAttribute('href', '/login');
  },
};

export const ValidationFailed: Story = {
  args: { status: 'validationFailed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ocorreu um erro ao validar o link. Por favor, tente novamente mais tarde.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryValidation).toHaveBeenCalledTimes(1);
  },
};

export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nova senha/), 'x');
    await expect(args.onChange).toHaveBeenCalledWith('password', 'x');
    await expect(canvas.getAllByRole('button', { name: 'Mostrar senha' })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Redefinir senha' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const FieldErrors: Story = {
  args: {
    values: { password: '123', confirmPassword: '321' },
    errors: { password: 'A senha deve ter pelo menos 8 caracteres.', confirmPassword: 'As senhas não coincidem.' },
    focusField: 'password',
    attempt: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Nova senha/)).toHaveFocus();
    await expect(canvas.getByLabelText(/^Nova senha/)).toHaveAccessibleDescription('A senha deve ter pelo menos 8 caracteres.');
    await expect(canvas.getByLabelText(/^Confirmar nova senha/)).toHaveAccessibleDescription('As senhas não coincidem.');
  },
};

export const Submitting: Story = {
  args: { status: 'submitting', values: { password: 'NewPass!234', confirmPassword: 'NewPass!234' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Processando...' })).toBeDisabled();
  },
};

export const Success: Story = {
  args: { status: 'success', values: { password: 'NewPass!234', confirmPassword: 'NewPass!234' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Senha redefinida com sucesso. Redirecionando para a página de login...'),
    ).toBeVisible();
  },
};

export const Failure: Story = {
  args: {
    failure: 'This reset link is invalid or has expired.',
    values: { password: 'NewPass!234', confirmPassword: 'NewPass!234' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
  },
};
