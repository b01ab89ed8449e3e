import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Component as RecoveryPage } from '@/pages/recovery/RecoveryPage';
import { PageHarness } from '../support/PageHarness';
import { resetAccounts } from '../support/accounts';
import { fault } from '../../mocks/scenarios';
import { authHandlers } from '../../mocks/handlers/auth';
import { db } from '../../mocks/db';
import { recoveryMachine } from '@machines/recovery';

/** machines/recovery.ts with the real /recuperar-senha page: idle -> sending -> success | error. */
const meta = {
  title: 'Flows/Recovery',
  component: RecoveryPage,
  parameters: {
    router: false,
    layout: 'fullscreen',
    machine: recoveryMachine,
    statesWithoutStory: { validating: 'transient: always-transition (a refused address goes back to idle at once, see Idle)' },
  },
  render: () => <PageHarness path="/recuperar-senha" url="/recuperar-senha" Component={RecoveryPage} />,
  beforeEach: () => {
    resetAccounts();
    return resetAccounts;
  },
} satisfies Meta<typeof RecoveryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const RESET = '/api/auth/password-reset/';
const resetFault = (kind: Parameters<typeof fault>[2]) => ({
  msw: { handlers: { auth: [fault('post', RESET, kind), ...authHandlers] } },
});

async function request(canvasElement: HTMLElement, email = 'demo@example.com') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /E-mail/ }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Enviar link' }));
}

/** idle: the email field, the submit and the back-to-login link; a bad address is refused in place. */
export const Idle: Story = {
  parameters: { machineState: 'idle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Recuperar a senha' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar ao login' })).toHaveAttribute('href', '/login');
    await request(canvasElement, 'demo@');
    const input = canvas.getByRole('textbox', { name: /E-mail/ });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription('Indique um e-mail válido (por exemplo, nome@exemplo.pt).');
  },
};

/** sending: field and button disabled. */
export const Sending: Story = {
  parameters: { ...resetFault('hang'), machineState: 'sending' },
  play: async ({ canvasElement }) => {
    await request(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'A enviar…' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toBeDisabled();
  },
};

/** success: reset_pass_success, the field cleared, a demo hint linking to the mock mailbox; the mail was 'sent'. */
export const Success: Story = {
  parameters: { machineState: 'success' },
  play: async ({ canvasElement }) => {
    await request(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/enviámos um link para redefinir a senha/, {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Abrir a caixa de correio de teste' })).toHaveAttribute(
      'href',
      '/mock-mailbox',
    );
    await expect(db.state.mailbox[0]?.to).toBe('demo@example.com');
  },
};

/** success is shown whatever the status (here a 500). */
export const SuccessOnServerError: Story = {
  parameters: { ...resetFault('server'), machineState: 'success' },
  play: async ({ canvasElement }) => {
    await request(canvasElement);
    await expect(await within(canvasElement).findByText(/enviámos um link/, {}, { timeout: 4000 })).toBeVisible();
  },
};

/** error: no answer at all (network) -> reset_pass_error; the address stays for another try. */
export const Error: Story = {
  parameters: { ...resetFault('network'), machineState: 'error' },
  play: async ({ canvasElement }) => {
    await request(canvasElement);
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 4000 });
    await expect(alert).toHaveTextContent(
      'Não foi possível enviar o pedido. Verifique a sua ligação à internet e tente novamente.',
    );
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('demo@example.com');
  },
};

export const ErrorEnglish: Story = {
  ...Error,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /E-mail/ }), 'demo@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send link' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('The request could not be sent.');
  },
};
