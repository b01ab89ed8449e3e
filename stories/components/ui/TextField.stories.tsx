import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '@/components/ui';

const meta = {
  title: 'Components/UI/TextField',
  tags: ['status:stable'],
  component: TextField,
  args: {
    label: 'E-mail',
    type: 'email',
    id: 'email',
    autoComplete: 'email',
    required: false,
    disabled: false,
    placeholder: 'nome@exemplo.pt',
  },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'tel', 'date', 'search', 'number', 'url'] },
    error: { control: 'text' },
    hint: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'ana@exemplo.pt');
    await expect(input).toHaveValue('ana@exemplo.pt');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Introduza um e-mail válido.', defaultValue: 'ana@' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Introduza um e-mail válido.');
    await expect(canvasElement.querySelector('#email-error')).toHaveTextContent('Introduza um e-mail válido.');
  },
};

export const WithHint: Story = {
  args: { label: 'Telemóvel', type: 'tel', id: 'phone', hint: 'Apenas números, pelo menos 8 dígitos.', placeholder: undefined },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Telemóvel' });
    await expect(input).toHaveAccessibleDescription('Apenas números, pelo menos 8 dígitos.');
  },
};

export const WithHintAndError: Story = {
  args: {
    label: 'Telemóvel',
    type: 'tel',
    id: 'phone',
    hint: 'Apenas números.',
    error: 'O telefone deve ter pelo menos 8 dígitos.',
    placeholder: undefined,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Telemóvel' });
    await expect(input).toHaveAttribute('aria-describedby', 'phone-hint phone-error');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'demo@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
  },
};

/** Without an id the field generates one and still links label, hint and error. */
export const GeneratedId: Story = {
  args: { id: undefined, label: 'Nome completo', type: 'text', error: 'Indique o seu nome.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nome completo' });
    await expect(input.id).not.toBe('');
    await expect(input).toHaveAccessibleDescription('Indique o seu nome.');
  },
};
