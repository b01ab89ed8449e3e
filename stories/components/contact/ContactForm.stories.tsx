import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CONTACT_SUBJECTS, type ContactValues } from '@machines/contact';
import { ContactForm } from '@/components/contact/ContactForm';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

const empty: ContactValues = { name: '', email: '', subject: '', message: '' };
const filled: ContactValues = {
  name: 'Ana Lopes',
  email: 'ana@example.com',
  subject: 'duvida',
  message: 'Olá! Gostava de saber as datas do próximo curso.',
};

const meta = {
  title: 'Components/Contact/ContactForm',
  tags: ['status:stable'],
  component: ContactForm,
  args: {
    variant: 'home',
    status: 'idle',
    values: empty,
    subjects: CONTACT_SUBJECTS,
    onChange: fn(),
    onSubmit: fn(),
    onDismissFailure: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['home', 'page'] },
    status: { control: 'inline-radio', options: ['idle', 'sending', 'sent', 'failed'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Home: name, email, subject (placeholder + four values) and message; edits and submit are reported. */
export const HomeIdle: Story = {
  render: (args) => {
    const [values, setValues] = useState(empty);
    return (
      <ContactForm
        {...args}
        values={values}
        onChange={(field, value) => {
          args.onChange(field, value);
          setValues((v) => ({ ...v, [field]: value }));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const subject = canvas.getByRole('combobox', { name: t('contactForm.subject') });
    await expect([...(subject as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '',
      'duvida',
      'orcamento',
      'feedback',
      'outro',
    ]);
    await userEvent.type(canvas.getByRole('textbox', { name: t('contactForm.name') }), 'Ana');
    await userEvent.selectOptions(subject, 'orcamento');
    await expect(args.onChange).toHaveBeenLastCalledWith('subject', 'orcamento');
    await userEvent.click(canvas.getByRole('button', { name: t('contactForm.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Home: each field shows its own message, linked with aria-describedby. */
export const HomeFieldErrors: Story = {
  tags: ['state:error'],
  args: {
    errors: {
      name: tk('contactForm.errors.nameRequired'),
      email: tk('contactForm.errors.emailInvalid'),
      subject: tk('contactForm.errors.subjectRequired'),
      message: tk('contactForm.errors.messageRequired'),
    },
    values: { ...empty, email: 'ana@' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: t('contactForm.name') })).toHaveAccessibleDescription(
      t('contactForm.errors.nameRequired'),
    );
    await expect(canvas.getByRole('textbox', { name: t('contactForm.email') })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(t('contactForm.errors.subjectRequired'))).toBeVisible();
    await expect(canvas.getByText(t('contactForm.errors.messageRequired'))).toBeVisible();
  },
};

/** Sending: fields and button disabled, the sending label. */
export const Sending: Story = {
  tags: ['state:loading'],
  args: { status: 'sending', values: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: t('contactForm.sending') });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: t('contactForm.name') })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: t('contactForm.subject') })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: t('contactForm.message') })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Home sent: the sent label on the button and an announcement; the form is empty again. */
export const HomeSent: Story = {
  tags: ['state:success'],
  args: { status: 'sent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('contactForm.sent') })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('contactForm.sentStatus'));
  },
};

/** The mail server's own message (English, as the server sends it). */
const SERVER_ERROR = 'Mail server unavailable (simulated)';

/** Failure: a dismissible alert with the server's error. */
export const Failed: Story = {
  tags: ['state:error'],
  args: { status: 'failed', values: filled, failureMessage: tk('contactForm.errors.server', { error: SERVER_ERROR }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('contactForm.errors.server', { error: SERVER_ERROR }));
    await userEvent.click(canvas.getByRole('button', { name: t('ui.dismiss') }));
    await expect(args.onDismissFailure).toHaveBeenCalledTimes(1);
  },
};

/** Contact page: full name, email and message; no subject. */
export const PageIdle: Story = {
  args: { variant: 'page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: t('contactForm.fullName') })).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** Contact page: one form-level error. */
export const PageFormError: Story = {
  tags: ['state:error'],
  args: { variant: 'page', formError: tk('contactForm.errors.allRequired') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('contactForm.errors.allRequired'));
    await expect(canvas.getByRole('textbox', { name: t('contactForm.fullName') })).toHaveAccessibleDescription(
      t('contactForm.errors.allRequired'),
    );
  },
};

/** Contact page sent: a thank-you replaces the form and takes focus. */
export const PageThankYou: Story = {
  tags: ['state:success'],
  args: { variant: 'page', status: 'sent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: t('contactForm.thankYouTitle') });
    await expect(heading).toHaveFocus();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/**
 * Sent from the keyboard (Enter on the button), the send fails: sending disables the button, so the browser takes
 * the focus from it; once the failure shows, the focus is back on the button, where the visitor was.
 */
export const KeyboardSendFailureKeepsFocus: Story = {
  tags: ['state:error'],
  args: { variant: 'page', values: { ...filled, subject: '' } },
  render: (args) => {
    const [status, setStatus] = useState<'idle' | 'sending'>('idle');
    const [failure, setFailure] = useState<string | null>(null);
    return (
      <ContactForm
        {...args}
        status={status}
        failureMessage={failure}
        onSubmit={() => {
          args.onSubmit();
          setFailure(null);
          setStatus('sending');
          setTimeout(() => {
            setStatus('idle');
            setFailure(t('contactForm.errors.network'));
          }, 400);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: t('contactForm.submit') });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // While sending, the disabled button has lost the focus (what this story is about).
    await waitFor(() => expect(document.activeElement).toBe(document.body));
    await expect(await canvas.findByText(t('contactForm.errors.network'))).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: t('contactForm.submit') })).toHaveFocus());
  },
};
