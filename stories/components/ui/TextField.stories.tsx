import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '@/components/ui';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

const meta = {
  title: 'Components/UI/TextField',
  tags: ['status:stable'],
  component: TextField,
  args: {
    label: tk('register.fields.email'),
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
    const input = within(canvasElement).getByRole('textbox', { name: t('register.fields.email') });
    await userEvent.type(input, 'ana@exemplo.pt');
    await expect(input).toHaveValue('ana@exemplo.pt');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: t('register.fields.email') });
    await expect(input).toBeRequired();
  },
};

export const WithError: Story = {
  tags: ['state:error'],
  args: { required: true, error: tk('register.errors.emailInvalid'), defaultValue: 'ana@' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: t('register.fields.email') });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(t('register.errors.emailInvalid'));
    await expect(canvasElement.querySelector('#email-error')).toHaveTextContent(t('register.errors.emailInvalid'));
  },
};

export const WithHint: Story = {
  args: {
    label: tk('register.fields.phone'),
    type: 'tel',
    id: 'phone',
    hint: tk('register.hints.phone'),
    placeholder: undefined,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: t('register.fields.phone') });
    await expect(input).toHaveAccessibleDescription(t('register.hints.phone'));
  },
};

export const WithHintAndError: Story = {
  tags: ['state:error'],
  args: {
    label: tk('register.fields.phone'),
    type: 'tel',
    id: 'phone',
    hint: tk('register.hints.phone'),
    error: tk('register.errors.phoneDigits', { min: 8 }),
    placeholder: undefined,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: t('register.fields.phone') });
    await expect(input).toHaveAttribute('aria-describedby', 'phone-hint phone-error');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'demo@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: t('register.fields.email') })).toBeDisabled();
  },
};

/** Without an id the field generates one and still links label, hint and error. */
export const GeneratedId: Story = {
  args: { id: undefined, label: tk('register.fields.fullName'), type: 'text', error: tk('register.errors.fullNameRequired') },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: t('register.fields.fullName') });
    await expect(input.id).not.toBe('');
    await expect(input).toHaveAccessibleDescription(t('register.errors.fullNameRequired'));
  },
};
