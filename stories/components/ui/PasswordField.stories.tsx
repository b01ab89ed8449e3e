import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from '@/components/ui';

const meta = {
  title: 'Components/UI/PasswordField',
  component: PasswordField,
  args: {
    label: 'Palavra-passe',
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
    await expect(canvas.getByLabelText('Palavra-passe')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Mostrar palavra-passe' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Revealed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Palavra-passe');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar palavra-passe' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Segredo!234');
    const toggle = canvas.getByRole('button', { name: 'Ocultar palavra-passe' });
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
  args: { error: 'A palavra-passe deve ter pelo menos 8 caracteres.', defaultValue: 'abc', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Palavra-passe');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('A palavra-passe deve ter pelo menos 8 caracteres.');
  },
};

export const WithHint: Story = {
  args: { hint: 'Pelo menos 8 caracteres, com letras e números.', autoComplete: 'new-password', defaultValue: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Palavra-passe')).toHaveAccessibleDescription(
      'Pelo menos 8 caracteres, com letras e números.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Palavra-passe')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mostrar palavra-passe' })).toBeDisabled();
  },
};
