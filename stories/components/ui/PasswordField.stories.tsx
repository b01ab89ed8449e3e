import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from '@/components/ui';

const meta = {
  title: 'Components/UI/PasswordField',
  component: PasswordField,
  args: {
    label: 'Senha',
    id: 'password',
    autoComplete: 'current-password',
    defaultValue: 'Segredo!234',
    required: false,
    disabled: false,
    onRevealChange: fn(),
  },
  argTypes: { error: { control: 'text' }, hint: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Revealed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Senha');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Segredo!234');
    const toggle = canvas.getByRole('button', { name: 'Ocultar senha' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onRevealChange).toHaveBeenCalledWith(true);
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: 'A senha deve ter pelo menos 8 caracteres.', defaultValue: 'abc', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Senha');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('A senha deve ter pelo menos 8 caracteres.');
  },
};

/** The hint sits under its own input (not between another field and this label) and describes it. */
export const WithHint: Story = {
  args: { hint: 'Pelo menos 8 caracteres, com letras e números.', autoComplete: 'new-password', defaultValue: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Senha');
    await expect(input).toHaveAccessibleDescription('Pelo menos 8 caracteres, com letras e números.');
    const hint = canvas.getByText('Pelo menos 8 caracteres, com letras e números.');
    await expect(hint.getBoundingClientRect().top).toBeGreaterThanOrEqual(input.getBoundingClientRect().bottom);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Senha')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toBeDisabled();
  },
};
