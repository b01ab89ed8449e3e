import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetPasswordForm } from '@/components/auth';
import { tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';

const meta = {
  title: 'Components/Auth/ResetPasswordForm',
  tags: ['status:stable'],
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
  tags: ['state:loading'],
  args: { status: 'checking' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('reset.checking'));
  },
};

export const Invalid: Story = {
  tags: ['state:error'],
  args: { status: 'invalid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('reset.errors.invalidLink'));
    await expect(canvas.getByRole('link', { name: t('reset.requestNew') })).toHaveAttribute('href', href('/recuperar-senha'));
    await expect(canvas.getByRole('link', { name: t('reset.backToLogin') })).toHaveAttribute('href', href('/login'));
  },
};

export const ValidationFailed: Story = {
  tags: ['state:error'],
  args: { status: 'validationFailed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('reset.errors.validationFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('reset.retry') }));
    await expect(args.onRetryValidation).toHaveBeenCalledTimes(1);
  },
};

export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t('reset.password')), 'x');
    await expect(args.onChange).toHaveBeenCalledWith('password', 'x');
    await expect(canvas.getAllByRole('button', { name: t('common.showPassword') })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: t('reset.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const FieldErrors: Story = {
  tags: ['state:error'],
  args: {
    values: { password: '123', confirmPassword: '321' },
    errors: { password: tk('reset.errors.passwordMin'), confirmPassword: tk('reset.errors.mismatch') },
    focusField: 'password',
    attempt: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(t('reset.password'))).toHaveFocus();
    await expect(canvas.getByLabelText(t('reset.password'))).toHaveAccessibleDescription(t('reset.errors.passwordMin'));
    await expect(canvas.getByLabelText(t('reset.confirmPassword'))).toHaveAccessibleDescription(t('reset.errors.mismatch'));
  },
};

export const Submitting: Story = {
  tags: ['state:loading'],
  args: { status: 'submitting', values: { password: 'NewPass!234', confirmPassword: 'NewPass!234' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('reset.processing') })).toBeDisabled();
  },
};

export const Success: Story = {
  tags: ['state:success'],
  args: { status: 'success', values: { password: 'NewPass!234', confirmPassword: 'NewPass!234' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('reset.success'))).toBeVisible();
  },
};

export const Failure: Story = {
  tags: ['state:error'],
  args: {
    failure: 'This reset link is invalid or has expired.',
    values: { password: 'NewPass!234', confirmPassword: 'NewPass!234' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
  },
};
