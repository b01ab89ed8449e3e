import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from '@/components/ui';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

const meta = {
  title: 'Components/UI/PasswordField',
  tags: ['status:stable'],
  component: PasswordField,
  args: {
    label: tk('login.password'),
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
    await expect(canvas.getByLabelText(t('login.password'))).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: t('common.showPassword') })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Revealed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(t('login.password'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.showPassword') }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Segredo!234');
    const toggle = canvas.getByRole('button', { name: t('common.hidePassword') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onRevealChange).toHaveBeenCalledWith(true);
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithError: Story = {
  tags: ['state:error'],
  args: { error: tk('login.errors.passwordMin', { min: 8 }), defaultValue: 'abc', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(t('login.password'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(t('login.errors.passwordMin', { min: 8 }));
  },
};

/** The hint sits under its own input (not between another field and this label) and describes it. */
export const WithHint: Story = {
  args: {
    label: tk('register.fields.password'),
    hint: tk('register.hints.password'),
    autoComplete: 'new-password',
    defaultValue: '',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(t('register.fields.password'));
    await expect(input).toHaveAccessibleDescription(t('register.hints.password'));
    const hint = canvas.getByText(t('register.hints.password'));
    await expect(hint.getBoundingClientRect().top).toBeGreaterThanOrEqual(input.getBoundingClientRect().bottom);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(t('login.password'))).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('common.showPassword') })).toBeDisabled();
  },
};
