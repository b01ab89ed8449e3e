import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecoveryForm } from '@/components/auth';
import { TextLink } from '@/components/ui';
import { T, tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';

const meta = {
  title: 'Components/Auth/RecoveryForm',
  tags: ['status:stable'],
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
    await userEvent.type(canvas.getByRole('textbox', { name: t('recovery.email') }), 'a');
    await expect(args.onChange).toHaveBeenCalledWith('a');
    await userEvent.click(canvas.getByRole('button', { name: t('recovery.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: t('recovery.backToLogin') })).toHaveAttribute('href', href('/login'));
  },
};

export const FieldError: Story = {
  tags: ['state:error'],
  args: { email: 'ana@', error: tk('recovery.errors.emailInvalid'), attempt: 1 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: t('recovery.email') });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription(t('recovery.errors.emailInvalid'));
  },
};

export const Sending: Story = {
  tags: ['state:loading'],
  args: { email: 'demo@example.com', status: 'sending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: t('recovery.email') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('recovery.sending') })).toBeDisabled();
  },
};

export const Success: Story = {
  tags: ['state:success'],
  args: {
    status: 'success',
    message: tk('reset_pass_success'),
    successExtra: (
      <p>
        <T k="recovery.mailboxHint" />{' '}
        <TextLink to="/mock-mailbox">
          <T k="recovery.mailboxLink" />
        </TextLink>
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('reset_pass_success'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('recovery.mailboxLink') })).toHaveAttribute('href', href('/mock-mailbox'));
  },
};

export const Error: Story = {
  tags: ['state:error'],
  args: { email: 'demo@example.com', status: 'error', message: tk('reset_pass_error') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('reset_pass_error'));
  },
};
