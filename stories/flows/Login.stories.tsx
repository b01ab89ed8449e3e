import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Component as LoginPage } from '@/pages/login/LoginPage';
import { useLoginGate } from '@/app/auth';
import { PageHarness } from '../support/PageHarness';
import { RouteLanding } from '../support/RouteLanding';
import { resetAccounts } from '../support/accounts';
import { fault } from '../../mocks/scenarios';
import { authHandlers } from '../../mocks/handlers/auth';
import { loginMachine } from '@machines/login';

/**
 * machines/login.ts with the real /login page and the mock account service.
 * States: idle -> connecting -> succeeded | failed (server message under the email field).
 */
const meta = {
  title: 'Flows/Login',
  component: LoginPage,
  parameters: {
    router: false,
    layout: 'fullscreen',
    machine: loginMachine,
    statesWithoutStory: { validating: 'passes at once: the fields are checked as the form is sent (see Field Errors)' },
  },
  render: () => <PageHarness path="/login" url="/login" Component={LoginPage} />,
  beforeEach: () => {
    resetAccounts();
    return resetAccounts;
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const TOKEN = '/api/auth/token/';
const auth = (kind: Parameters<typeof fault>[2], body?: Record<string, unknown>) => ({
  msw: { handlers: { auth: [fault('post', TOKEN, kind, body), ...authHandlers] } },
});

async function logIn(canvasElement: HTMLElement, email = 'demo@example.com', password = 'Demo!2345') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /E-mail/ }), email);
  await userEvent.type(canvas.getByLabelText(/^Senha/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
}

async function expectEmailError(canvasElement: HTMLElement, text: string) {
  const email = await within(canvasElement).findByRole('textbox', { name: /E-mail/ }, { timeout: 4000 });
  await expect(await within(canvasElement).findByText(text, {}, { timeout: 4000 })).toBeVisible();
  await expect(email).toHaveAccessibleDescription(text);
  await expect(email).toHaveFocus();
}

/** idle: empty form, links to recovery and registration. */
export const Idle: Story = {
  parameters: { machineState: 'idle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar na sua conta' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Esqueceu-se da senha?' })).toHaveAttribute('href', '/recuperar-senha');
    await expect(canvas.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/register');
  },
};

/** idle with client errors: nothing is sent; focus goes to the first invalid field. */
export const FieldErrors: Story = {
  parameters: { machineState: 'idle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvasElement, 'demo@', '123');
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('Indique um e-mail válido (por exemplo, nome@exemplo.pt).');
    await expect(canvas.getByLabelText(/^Senha/)).toHaveAccessibleDescription('A senha deve ter pelo menos 8 caracteres.');
  },
};

/** connecting: inputs disabled, busy button. */
export const Connecting: Story = {
  parameters: { ...auth('hang'), machineState: 'connecting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'A entrar…' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toBeDisabled();
    await expect(canvas.getByLabelText(/^Senha/)).toBeDisabled();
  },
};

/** failed: the server's detail (wrong password, 401). */
export const ErrorDetail: Story = {
  parameters: { machineState: 'failed' },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'demo@example.com', 'Wrong!2345');
    await expectEmailError(canvasElement, 'No active account found with the given credentials');
  },
};

/** failed: a body with message. */
export const ErrorMessage: Story = {
  parameters: { ...auth('badRequest', { message: 'Account locked. Try again in 10 minutes.' }), machineState: 'failed' },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await expectEmailError(canvasElement, 'Account locked. Try again in 10 minutes.');
  },
};

/** failed: email[0] of a DRF field array. */
export const ErrorEmailArray: Story = {
  parameters: { ...auth('badRequest', { email: ['Enter a valid email address.', 'second'] }), machineState: 'failed' },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await expectEmailError(canvasElement, 'Enter a valid email address.');
  },
};

/** failed: password[0] of a DRF field array (still shown under the email field, as §8 says). */
export const ErrorPasswordArray: Story = {
  parameters: { ...auth('badRequest', { password: ['This field may not be blank.'] }), machineState: 'failed' },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await expectEmailError(canvasElement, 'This field may not be blank.');
  },
};

/** failed: no usable message (network failure) -> 'Login failed. Please try again.' in the UI language. */
export const ErrorFallback: Story = {
  parameters: { ...auth('network'), machineState: 'failed' },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await expectEmailError(canvasElement, 'Falha no login. Por favor, tente novamente.');
  },
};

export const ErrorFallbackEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { ...auth('server', { error: 'boom' }), machineState: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /E-mail/ }), 'demo@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Demo!2345');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expectEmailError(canvasElement, 'Login failed. Please try again.');
  },
};

/** succeeded: tokens stored (access, refresh, isLoggedIn) and the page goes to /. */
export const Success: Story = {
  parameters: { machineState: 'succeeded' },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await expect(await within(canvasElement).findByTestId('location-probe', {}, { timeout: 4000 })).toHaveTextContent(/^\/$/);
    await expect(localStorage.getItem('access')?.split('.')).toHaveLength(3);
    await expect(localStorage.getItem('refresh')).toBeTruthy();
    await expect(localStorage.getItem('isLoggedIn')).toBe('true');
  },
};

/**
 * A page behind the login gate (rememberPath) sends the visitor here and gets them back after login;
 * it shows as a labelled landing ("Navigated to /course/3?x=1").
 */
function GatedPage() {
  const gate = useLoginGate();
  useEffect(() => {
    gate({ rememberPath: true });
  }, [gate]);
  return (
    <RouteLanding>
      <p data-testid="gated">A gated page (useLoginGate with rememberPath): back here after login.</p>
    </RouteLanding>
  );
}

export const SuccessReturnsToFrom: Story = {
  parameters: { machineState: 'succeeded' },
  render: () => (
    <PageHarness
      path="/login"
      url="/course/3?x=1"
      Component={LoginPage}
      extraRoutes={[{ path: '/course/:id', Component: GatedPage }]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvasElement);
    await expect(await canvas.findByTestId('gated', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Entrar na sua conta' })).toBeNull();
  },
};
