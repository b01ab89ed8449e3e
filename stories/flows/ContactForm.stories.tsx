import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContactFormContainer } from '@/pages/contact/ContactFormContainer';
import { fault } from '../../mocks/scenarios';
import { contactFormMachine } from '@machines/contactForm';

/**
 * Both variants of the contact form with the real machine (machines/contactForm.ts) and the mock
 * backend; failures come from MSW scenarios. One story per state.
 */
const meta = {
  title: 'Flows/ContactForm',
  component: ContactFormContainer,
  args: { variant: 'home' },
  parameters: { machine: contactFormMachine },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 680 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactFormContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONTACT = '/api/send_contact_email/';
const serverError = { msw: { handlers: { contact: [fault('post', CONTACT, 'server', { error: 'Mail server unavailable' })] } } };
const networkError = { msw: { handlers: { contact: [fault('post', CONTACT, 'network')] } } };
const hang = { msw: { handlers: { contact: [fault('post', CONTACT, 'hang')] } } };

async function fillHome(canvasElement: HTMLElement, email = 'ana@example.com') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Nome/ }), 'Ana Lopes');
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), email);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Assunto/ }), 'duvida');
  await userEvent.type(canvas.getByRole('textbox', { name: /Mensagem/ }), 'Quando abre a próxima edição?');
}

async function fillPage(canvasElement: HTMLElement, values: { name?: string; email?: string; message?: string } = {}) {
  const canvas = within(canvasElement);
  const { name = 'Ana Lopes', email = 'ana@example.com', message = 'Quero saber mais.' } = values;
  if (name) await userEvent.type(canvas.getByRole('textbox', { name: /Nome completo/ }), name);
  if (email) await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), email);
  if (message) await userEvent.type(canvas.getByRole('textbox', { name: /Mensagem/ }), message);
}

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: /Enviar mensagem/ }));

/** A play function: fill the contact page's form, send it, and expect `text` in the alert. */
const failsWith =
  (text: string | RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await fillPage(canvasElement);
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(text);
  };

// ---- Home variant ----

/** idle: empty fields, subject placeholder selected. */
export const HomeIdle: Story = {
  parameters: { machineState: 'idle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /Assunto/ })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: /Enviar mensagem/ })).toBeEnabled();
  },
};

/** idle with errors: the exact §5 message per field; focus goes to the first; typing clears that field's error only. */
export const HomeFieldErrors: Story = {
  parameters: { machineState: 'idle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement);
    await expect(canvas.getByText('Nome é obrigatório')).toBeVisible();
    await expect(canvas.getByText('Email é obrigatório')).toBeVisible();
    await expect(canvas.getByText('Assunto é obrigatório')).toBeVisible();
    await expect(canvas.getByText('Mensagem é obrigatória')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Nome/ })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'ana@');
    await expect(canvas.queryByText('Email é obrigatório')).toBeNull();
    await expect(canvas.getByText('Nome é obrigatório')).toBeVisible();
    await submit(canvasElement);
    await expect(canvas.getByText('Email inválido')).toBeVisible();
  },
};

/** sending: fields and button disabled, sending label. */
export const HomeSending: Story = {
  parameters: { ...hang, machineState: 'sending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillHome(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByRole('button', { name: /A enviar/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Nome/ })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: /Assunto/ })).toBeDisabled();
  },
};

/**
 * sent: form cleared, sent label. It reverts to the normal label after 5 s (machines/contactForm.test.ts with
 * fake timers, src/e2e/home.spec.ts on the page clock); the story holds the sent state for QA.
 */
export const HomeSent: Story = {
  parameters: { machineState: 'sent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillHome(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Mensagem enviada!/ }, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Nome/ })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: /Assunto/ })).toHaveValue('');
    await expect(canvas.getByText(/A sua mensagem foi enviada/)).toBeVisible();
  },
};

/** failed (HTTP 500 with an error body): 'Erro ao enviar email: ' + the server's error; values kept. */
export const HomeServerError: Story = {
  parameters: { ...serverError, machineState: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillHome(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Erro ao enviar email: Mail server unavailable',
    );
    await expect(canvas.getByRole('textbox', { name: /Nome/ })).toHaveValue('Ana Lopes');
  },
};

/** failed (network): 'Erro ao enviar email.'; dismissible. */
export const HomeNetworkError: Story = {
  parameters: { ...networkError, machineState: 'idle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillHome(canvasElement);
    await submit(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 4000 });
    await expect(alert).toHaveTextContent(/^Erro ao enviar email\.$/);
    await userEvent.click(within(alert).getByRole('button', { name: 'Fechar aviso' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

// ---- Contact page variant ----

/** idle: full name, email, message; no subject. */
export const PageIdle: Story = {
  parameters: { machineState: 'idle' },
  args: { variant: 'page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Nome completo/ })).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** 'Por favor, preencha todos os campos.'; typing clears it. */
export const PageMissingFields: Story = {
  parameters: { machineState: 'idle' },
  args: { variant: 'page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPage(canvasElement, { email: '' });
    await submit(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos.');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'a');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** 'Insira um email válido.' */
export const PageInvalidEmail: Story = {
  parameters: { machineState: 'idle' },
  args: { variant: 'page' },
  play: async ({ canvasElement }) => {
    await fillPage(canvasElement, { email: 'ana-at-example' });
    await submit(canvasElement);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Insira um email válido.');
  },
};

export const PageSending: Story = {
  args: { variant: 'page' },
  parameters: { ...hang, machineState: 'sending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPage(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByRole('button', { name: /A enviar/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Mensagem/ })).toBeDisabled();
  },
};

/** sent: the thank-you replaces the form for 5 s (then the empty form returns: machine test and e2e). */
export const PageThankYou: Story = {
  parameters: { machineState: 'sent' },
  args: { variant: 'page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPage(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Obrigado pela sua mensagem!' }, { timeout: 4000 })).toHaveFocus();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** failed: the server's error in the alert. */
export const PageFailure: Story = {
  args: { variant: 'page' },
  parameters: { ...serverError, machineState: 'failed' },
  play: failsWith('Erro ao enviar email: Mail server unavailable'),
};

export const PageNetworkFailure: Story = {
  args: { variant: 'page' },
  parameters: { ...networkError, machineState: 'failed' },
  play: failsWith(/^Erro ao enviar email\.$/),
};

/**
 * The Network toolbar (.storybook/network.ts) over the story's own handlers: with "server error" the
 * default handler's success never arrives, and the server's error shows in the alert.
 */
export const ToolbarServerError: Story = {
  parameters: { machineState: 'failed' },
  name: 'Network toolbar: server error',
  args: { variant: 'page' },
  globals: { network: 'server' },
  play: failsWith('Erro ao enviar email: Internal server error'),
};

/** The Network toolbar on "no answer": the sending state holds. */
export const ToolbarHang: Story = {
  parameters: { machineState: 'sending' },
  name: 'Network toolbar: no answer',
  args: { variant: 'page' },
  globals: { network: 'hang' },
  play: async ({ canvasElement }) => {
    await fillPage(canvasElement);
    await submit(canvasElement);
    const button = await within(canvasElement).findByRole('button', { name: /A enviar/ });
    await expect(button).toBeDisabled();
  },
};
