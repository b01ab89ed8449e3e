import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactForm, type ContactFormValues } from '@/components/contact/ContactForm';

const empty: ContactFormValues = { name: '', email: '', subject: '', message: '' };
const filled: ContactFormValues = {
  name: 'Ana Lopes',
  email: 'ana@example.com',
  subject: 'duvida',
  message: 'Olá! Gostava de saber as datas do próximo curso.',
};

const meta = {
  title: 'Components/Contact/ContactForm',
  component: ContactForm,
  args: { variant: 'home', status: 'idle', values: empty, onChange: fn(), onSubmit: fn(), onDismissFailure: fn() },
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
    const subject = canvas.getByRole('combobox', { name: /Assunto/ });
    await expect([...(subject as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '',
      'duvida',
      'orcamento',
      'feedback',
      'outro',
    ]);
    await userEvent.type(canvas.getByRole('textbox', { name: /Nome/ }), 'Ana');
    await userEvent.selectOptions(subject, 'orcamento');
    await expect(args.onChange).toHaveBeenLastCalledWith('subject', 'orcamento');
    await userEvent.click(canvas.getByRole('button', { name: /Enviar mensagem/ }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Home: each field shows its own message, linked with aria-describedby. */
export const HomeFieldErrors: Story = {
  args: {
    errors: {
      name: 'Nome é obrigatório',
      email: 'Email inválido',
      subject: 'Assunto é obrigatório',
      message: 'Mensagem é obrigatória',
    },
    values: { ...empty, email: 'ana@' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Nome/ })).toHaveAccessibleDescription('Nome é obrigatório');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Assunto é obrigatório')).toBeVisible();
    await expect(canvas.getByText('Mensagem é obrigatória')).toBeVisible();
  },
};

/** Sending: fields and button disabled, the sending label. */
export const Sending: Story = {
  args: { status: 'sending', values: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /A enviar/ });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Nome/ })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: /Assunto/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Mensagem/ })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Home sent: the sent label on the button and an announcement; the form is empty again. */
export const HomeSent: Story = {
  args: { status: 'sent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Mensagem enviada!/ })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('A sua mensagem foi enviada');
  },
};

/** Failure: a dismissible alert with the server's error. */
export const Failed: Story = {
  args: { status: 'failed', values: filled, failureMessage: 'Erro ao enviar email: Mail server unavailable (simulated)' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao enviar email: Mail server unavailable (simulated)');
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar aviso' }));
    await expect(args.onDismissFailure).toHaveBeenCalledTimes(1);
  },
};

/** Contact page: full name, email and message; no subject. */
export const PageIdle: Story = {
  args: { variant: 'page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Nome completo/ })).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** Contact page: one form-level error. */
export const PageFormError: Story = {
  args: { variant: 'page', formError: 'Por favor, preencha todos os campos.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos.');
    await expect(canvas.getByRole('textbox', { name: /Nome completo/ })).toHaveAccessibleDescription(
      'Por favor, preencha todos os campos.',
    );
  },
};

/** Contact page sent: a thank-you replaces the form and takes focus. */
export const PageThankYou: Story = {
  args: { variant: 'page', status: 'sent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Obrigado pela sua mensagem!' });
    await expect(heading).toHaveFocus();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const English: Story = { globals: { locale: 'en' } };
