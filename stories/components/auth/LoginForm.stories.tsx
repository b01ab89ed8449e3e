import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginForm, type LoginFormField } from '@/components/auth';
import { tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';

const meta = {
  title: 'Components/Auth/LoginForm',
  tags: ['status:stable'],
  component: LoginForm,
  args: {
    values: { email: '', password: '' },
    errors: {},
    status: 'idle',
    recoveryPath: '/recuperar-senha',
    registerPath: '/register',
    onChange: fn(),
    onSubmit: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['idle', 'connecting', 'success'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Typing, the show/hide toggle, the two links and submit (Enter works too). */
export const Idle: Story = {
  render: (args) => {
    const [values, setValues] = useState(args.values);
    return (
      <LoginForm
        {...args}
        values={values}
        onChange={(field: LoginFormField, value: string) => {
          args.onChange(field, value);
          setValues((v) => ({ ...v, [field]: value }));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('login.email') }), 'demo@example.com');
    const password = canvas.getByLabelText(t('login.password'));
    await userEvent.type(password, 'Demo!2345{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: t('common.showPassword') }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('link', { name: t('login.forgot') })).toHaveAttribute('href', href('/recuperar-senha'));
    await expect(canvas.getByRole('link', { name: t('login.register') })).toHaveAttribute('href', href('/register'));
  },
};

/** Client errors, tied to the fields with aria-describedby; the first invalid field gets focus. */
export const FieldErrors: Story = {
  tags: ['state:error'],
  args: {
    values: { email: 'ana@', password: '123' },
    errors: { email: tk('login.errors.emailInvalid'), password: tk('login.errors.passwordMin', { min: 8 }) },
    focusField: 'email',
    attempt: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: t('login.email') });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(t('login.errors.emailInvalid'));
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText(t('login.password'))).toHaveAccessibleDescription(
      t('login.errors.passwordMin', { min: 8 }),
    );
  },
};

/** Connecting: inputs disabled, busy button with its label. */
export const Connecting: Story = {
  tags: ['state:loading'],
  args: { status: 'connecting', values: { email: 'demo@example.com', password: 'Demo!2345' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: t('login.email') })).toBeDisabled();
    await expect(canvas.getByLabelText(t('login.password'))).toBeDisabled();
    const button = canvas.getByRole('button', { name: t('login.connecting') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** A server message under the email field. */
export const ServerError: Story = {
  tags: ['state:error'],
  args: {
    values: { email: 'demo@example.com', password: 'Wrong!2345' },
    errors: { email: 'No active account found with the given credentials' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: t('login.email') })).toHaveAccessibleDescription(
      'No active account found with the given credentials',
    );
  },
};

/** After registering: a success notice above the form. */
export const WithNotice: Story = {
  args: { notice: tk('login.registrationSuccess') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('login.registrationSuccess'))).toBeVisible();
  },
};

/** The demo account hint (mocks on only). */
export const DemoHint: Story = {
  args: { hint: tk('auth.demoAccount', { email: 'demo@example.com', password: 'Demo!2345' }) },
};

/** Success: everything stays disabled while the page navigates. */
export const Success: Story = {
  tags: ['state:success'],
  args: { status: 'success', values: { email: 'demo@example.com', password: 'Demo!2345' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('login.submit') })).toBeDisabled();
  },
};

/**
 * Submitted with Enter in the password field, the login fails with the server's message under the email field:
 * connecting disables the inputs, so the browser takes the focus from the password field; once the message shows,
 * the focus is back in the password field, where the visitor was.
 */
export const KeyboardSubmitFailureKeepsFocus: Story = {
  tags: ['state:error'],
  args: { values: { email: 'demo@example.com', password: 'Errada!234' } },
  render: (args) => {
    const [status, setStatus] = useState<'idle' | 'connecting'>('idle');
    const [errors, setErrors] = useState<Partial<Record<LoginFormField, string>>>({});
    return (
      <LoginForm
        {...args}
        status={status}
        errors={errors}
        onSubmit={() => {
          args.onSubmit();
          setErrors({});
          setStatus('connecting');
          setTimeout(() => {
            setStatus('idle');
            setErrors({ email: t('login.errors.failed') });
          }, 400);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(t('login.password'));
    password.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // While connecting, the disabled field has lost the focus (what this story is about).
    await waitFor(() => expect(document.activeElement).toBe(document.body));
    await expect(await canvas.findByText(t('login.errors.failed'))).toBeVisible();
    await waitFor(() => expect(password).toHaveFocus());
  },
};
