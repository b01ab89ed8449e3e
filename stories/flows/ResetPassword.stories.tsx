import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Component as ResetPasswordPage } from '@/pages/reset/ResetPasswordPage';
import { PageHarness } from '../support/PageHarness';
import { resetAccounts } from '../support/accounts';
import { http, HttpResponse } from 'msw';
import { apiPath, fault } from '../../mocks/scenarios';
import { authHandlers } from '../../mocks/handlers/auth';
import { db, DEMO_USER } from '../../mocks/db';
import { resetPasswordMachine } from '@machines/resetPassword';
import { TIMINGS } from '@/config/constants';
import { advanceClock, resetStoryClock, withStoryClock } from '../support/storyClock';

/**
 * machines/resetPassword.ts with the real /reset-password/:uid/:token page and the mock service.
 * checking -> valid (editing -> submitting -> success -> /login after 2 s) | invalid | validationFailed.
 */
const UID = 'dS1kZW1v';
const TOKEN = 'rt-story';

const meta = {
  title: 'Flows/ResetPassword',
  component: ResetPasswordPage,
  parameters: {
    router: false,
    layout: 'fullscreen',
    machine: resetPasswordMachine,
    statesWithoutStory: {
      start: 'transient: always-transition (a link without uid or token is invalid at once, else checking)',
      validationFailed: 'shown during Validation Call Failed, which then retries and ends in valid.editing',
      'valid.validating': 'transient: always-transition (the fields are checked as the form is sent, see Valid)',
      'valid.success': 'only for the 2 s before the redirect: shown during Success, which ends in valid.redirected',
    },
  },
  render: () => (
    <PageHarness path="/reset-password/:uid/:token" url={`/reset-password/${UID}/${TOKEN}`} Component={ResetPasswordPage} />
  ),
  beforeEach: () => {
    resetAccounts();
    db.update((d) => {
      d.resetTokens.push({ uid: UID, token: TOKEN, email: DEMO_USER.email, expires: Date.now() + 3_600_000, used: false });
    });
    return resetAccounts;
  },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const VALIDATE = '/api/auth/password-reset/validate-token/';
const CONFIRM = '/api/auth/password-reset/confirm/';
const withFault = (path: string, kind: Parameters<typeof fault>[2], body?: Record<string, unknown>) => ({
  msw: { handlers: { auth: [fault('post', path, kind, body), ...authHandlers] } },
});

async function choose(canvasElement: HTMLElement, password = 'Brand!New77', confirm = password) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Nova senha/, {}, { timeout: 4000 }), password);
  await userEvent.type(canvas.getByLabelText(/^Confirmar nova senha/), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Redefinir senha' }));
}

/** checking: 'Verificando o link de redefinição...'. */
export const Checking: Story = {
  parameters: { ...withFault(VALIDATE, 'hang'), machineState: 'checking' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Verificando o link de redefinição...')).toBeVisible();
  },
};

/** valid: the form with both fields (show/hide) and the back-to-login link; §5 messages on a bad submit. */
export const Valid: Story = {
  parameters: { machineState: 'valid.editing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, '123', '321');
    await expect(canvas.getByLabelText(/^Nova senha/)).toHaveFocus();
    await expect(canvas.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^Nova senha/));
    await userEvent.type(canvas.getByLabelText(/^Nova senha/), '12345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Redefinir senha' }));
    await expect(canvas.getByLabelText(/^Confirmar nova senha/)).toHaveAccessibleDescription('As senhas não coincidem.');
    await expect(canvas.getByLabelText(/^Confirmar nova senha/)).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Voltar ao login' })).toHaveAttribute('href', '/login');
  },
};

/**
 * invalid: an unknown (or used, or expired) link. Its own heading and text (not the form's "Escolher uma nova
 * senha"), product §8's message, and links to request a new one and to log in.
 */
export const Invalid: Story = {
  parameters: { machineState: 'invalid' },
  render: () => <PageHarness path="/reset-password/:uid/:token" url="/reset-password/nope/nope" Component={ResetPasswordPage} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Este link de redefinição de senha é inválido ou expirou.', {}, { timeout: 4000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Este link já não é válido');
    await expect(canvas.queryByRole('heading', { name: 'Escolher uma nova senha' })).toBeNull();
    await expect(canvas.getByText(/^Cada link para redefinir a senha só pode ser usado uma vez/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/recuperar-senha');
    await expect(canvas.getByRole('link', { name: 'Voltar ao login' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByLabelText(/^Nova senha/)).toBeNull();
  },
};

/** An expired link is invalid too. */
export const Expired: Story = {
  parameters: { machineState: 'invalid' },
  beforeEach: () => {
    db.update((d) => {
      for (const t of d.resetTokens) t.expires = Date.now() - 1000;
    });
  },
  play: Invalid.play,
};

/** validationFailed: the check got no answer (once); retry checks again and the form appears. */
export const ValidationCallFailed: Story = {
  parameters: {
    machineState: 'valid.editing',
    msw: { handlers: { auth: [http.post(apiPath(VALIDATE), () => HttpResponse.error(), { once: true }), ...authHandlers] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = 'Ocorreu um erro ao validar o link. Por favor, tente novamente mais tarde.';
    await expect(await canvas.findByText(text, {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.queryByLabelText(/^Nova senha/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByLabelText(/^Nova senha/, {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.queryByText(text)).toBeNull();
  },
};

/** submitting: 'Processando...'. */
export const Submitting: Story = {
  parameters: { ...withFault(CONFIRM, 'hang'), machineState: 'valid.submitting' },
  play: async ({ canvasElement }) => {
    await choose(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Processando...' })).toBeDisabled();
    await expect(canvas.getByLabelText(/^Nova senha/)).toBeDisabled();
  },
};

/** success: the message, then /login after 2 s (simulated time); the link cannot be used again. */
export const Success: Story = {
  parameters: { machineState: 'valid.redirected' },
  decorators: [withStoryClock],
  beforeEach: resetStoryClock,
  play: async ({ canvasElement }) => {
    await choose(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Senha redefinida com sucesso. Redirecionando para a página de login...', {}, { timeout: 4000 }),
    ).toBeVisible();
    await expect(canvas.queryByTestId('location-probe')).toBeNull();
    advanceClock(TIMINGS.resetRedirect - 1);
    await expect(canvas.getByText('Senha redefinida com sucesso. Redirecionando para a página de login...')).toBeVisible();
    await expect(canvas.queryByTestId('location-probe')).toBeNull();
    advanceClock(1);
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/login');
    await expect(db.state.users.find((u) => u.email === DEMO_USER.email)?.password).toBe('Brand!New77');
    await expect(db.state.resetTokens.every((t) => t.used)).toBe(true);
  },
};

/** error: the server's detail (here the service refuses a too common password). */
export const ServerDetail: Story = {
  parameters: { machineState: 'valid.editing' },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Password123!');
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'This password is too common.',
    );
  },
};

/** error: an HTTP failure without detail -> 'Failed to reset password.' (pt translation). */
export const Fallback: Story = {
  parameters: { ...withFault(CONFIRM, 'server', { error: 'Internal server error' }), machineState: 'valid.editing' },
  play: async ({ canvasElement }) => {
    await choose(canvasElement);
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Não foi possível redefinir a senha.',
    );
  },
};

export const FallbackEnglish: Story = {
  ...Fallback,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^New password/, {}, { timeout: 4000 }), 'Brand!New77');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Brand!New77');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Failed to reset password.');
  },
};

/** error: no answer -> 'Ocorreu um erro ao redefinir sua senha.'. */
export const NetworkFailure: Story = {
  parameters: { ...withFault(CONFIRM, 'network'), machineState: 'valid.editing' },
  play: async ({ canvasElement }) => {
    await choose(canvasElement);
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Ocorreu um erro ao redefinir sua senha.',
    );
  },
};
