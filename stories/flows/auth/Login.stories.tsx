import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SnapshotFrom } from 'xstate';
import { Component as LoginPage } from '@/pages/login/LoginPage';
import { loginCalls, useLoginGate } from '@/features/auth';
import { PageHarness } from '../../support/PageHarness';
import { RouteLanding } from '../../support/RouteLanding';
import { resetAccounts } from '../../support/accounts';
import { fault } from '../../../mocks/scenarios';
import { authHandlers } from '../../../mocks/handlers/auth';
import { loginMachine, type LoginEvent, type LoginValues } from '@machines/auth';
import { seedMachine } from '../../support/seedMachine';
import { href, t } from '../../support/t';

/**
 * machines/auth/login.machine.ts with the real /login page and the mock account service.
 * States: idle -> connecting -> succeeded | failed (server message under the email field).
 * The states before success are seeded (support/seedMachine.tsx): the real machine is filled in and sent, with
 * the real call answered by the story's handlers, before the page renders; the plays assert them in the
 * language of the toolbar and go on from there where a behaviour needs the user (focus after a new attempt).
 * Success ends on another page, so its stories log in through the page.
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
  // A clean mock service before a story's seed calls it (loaders run before beforeEach), and after the story.
  loaders: [
    () => {
      resetAccounts();
    },
  ],
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

const DEMO = { email: 'demo@example.com', password: 'Demo!2345' };

/** The form filled with `values` and sent, as machine events, before the page renders (support/seedMachine.tsx). */
const seeded = (values: Partial<LoginValues> = {}, until?: (snapshot: SnapshotFrom<typeof loginMachine>) => boolean) => {
  const all = { ...DEMO, ...values };
  const events: LoginEvent[] = [
    { type: 'login.change', field: 'email', value: all.email },
    { type: 'login.change', field: 'password', value: all.password },
    { type: 'login.submit' },
  ];
  return [seedMachine(loginMachine.provide({ actors: loginCalls }), { events, until })];
};

const emailField = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: t('login.email') }, { timeout: 4000 });

const submit = async (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: t('login.submit') }));

/** Logs in through the page, as a visitor does (for the stories that end on another page). */
async function logIn(canvasElement: HTMLElement, email = DEMO.email, password = DEMO.password) {
  const canvas = within(canvasElement);
  await userEvent.type(await emailField(canvasElement), email);
  await userEvent.type(canvas.getByLabelText(t('login.password')), password);
  await submit(canvasElement);
}

/**
 * The seeded failure: `text` under the email field. Sent again, the same answer comes back (the story's
 * handlers, or the mock service) and focus goes to the email field.
 */
async function expectEmailError(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  const email = await emailField(canvasElement);
  await expect(await canvas.findByText(text, {}, { timeout: 4000 })).toBeVisible();
  await expect(email).toHaveAccessibleDescription(text);
  await submit(canvasElement);
  await waitFor(() => expect(email).toHaveFocus(), { timeout: 4000 });
  await expect(email).toHaveAccessibleDescription(text);
}

/** idle: empty form, links to recovery and registration. */
export const Idle: Story = {
  parameters: { machineState: 'idle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('login.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('login.forgot') })).toHaveAttribute('href', href('/recuperar-senha'));
    await expect(canvas.getByRole('link', { name: t('login.register') })).toHaveAttribute('href', href('/register'));
  },
};

/** idle with client errors: nothing is sent; a new attempt moves focus to the first invalid field. */
export const FieldErrors: Story = {
  tags: ['state:error'],
  parameters: { machineState: 'idle' },
  loaders: seeded({ email: 'demo@', password: '123' }, (snapshot) => snapshot.matches('idle') && snapshot.context.attempt > 0),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await emailField(canvasElement);
    await expect(email).toHaveAccessibleDescription(t('login.errors.emailInvalid'));
    await expect(canvas.getByLabelText(t('login.password'))).toHaveAccessibleDescription(
      t('login.errors.passwordMin', { min: 8 }),
    );
    await submit(canvasElement);
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(t('login.errors.emailInvalid'));
  },
};

/**
 * idle, a value longer than the field takes: set by a script or an autofill that goes around the field's
 * maxLength, it reaches the machine, which cuts it to an address's length (254) and says so under the field.
 */
export const ValueTooLong: Story = {
  name: 'A scripted value too long: cut, and said under the field',
  tags: ['state:error'],
  parameters: { machineState: 'idle' },
  loaders: [
    seedMachine(loginMachine.provide({ actors: loginCalls }), {
      events: [{ type: 'login.change', field: 'email', value: `${'a'.repeat(300)}@example.com` }],
    }),
  ],
  play: async ({ canvasElement }) => {
    const email = await emailField(canvasElement);
    const message = t('forms.errors.tooLong', { max: 254 });
    await expect(email).toHaveValue('a'.repeat(254));
    await expect(email).toHaveAttribute('maxlength', '254');
    await expect(email).toHaveAccessibleDescription(message);
    await expect(within(canvasElement).getByText(message)).toBeVisible();
  },
};

/** connecting: inputs disabled, busy button (the answer never comes in this story). */
export const Connecting: Story = {
  name: 'Logging in: fields locked, button busy',
  tags: ['state:loading'],
  parameters: { ...auth('hang'), machineState: 'connecting' },
  loaders: seeded(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('login.connecting') })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: t('login.email') })).toBeDisabled();
    await expect(canvas.getByLabelText(t('login.password'))).toBeDisabled();
  },
};

/**
 * failed: the server's detail (wrong password, 401). The call asks for the toolbar's language and the mock
 * answers in it; a message the site knows is shown in its own words.
 */
export const ErrorDetail: Story = {
  name: "Wrong password: the server's message under the e-mail, in the page's language",
  tags: ['state:error'],
  parameters: { machineState: 'failed' },
  loaders: seeded({ password: 'Wrong!2345' }),
  play: async ({ canvasElement }) => {
    await expectEmailError(canvasElement, t('serverMessages.noAccount'));
  },
};

/** failed: a server that answers in English whatever it is asked: the site still shows the known message in its own words. */
export const ErrorDetailServerInEnglish: Story = {
  name: "Server answers in English: a known message in the page's language",
  tags: ['state:error'],
  parameters: {
    ...auth('badRequest', { detail: 'No active account found with the given credentials' }),
    machineState: 'failed',
  },
  loaders: seeded({ password: 'Wrong!2345' }),
  play: async ({ canvasElement }) => {
    await expectEmailError(canvasElement, t('serverMessages.noAccount'));
  },
};

/** failed: a body with message. */
export const ErrorMessage: Story = {
  name: "Account locked: the server's message under the e-mail",
  tags: ['state:error'],
  parameters: { ...auth('badRequest', { message: 'Account locked. Try again in 10 minutes.' }), machineState: 'failed' },
  loaders: seeded(),
  play: async ({ canvasElement }) => {
    await expectEmailError(canvasElement, 'Account locked. Try again in 10 minutes.');
  },
};

/** failed: email[0] of a DRF field array. */
export const ErrorEmailArray: Story = {
  name: 'Server rejects the e-mail',
  tags: ['state:error'],
  parameters: { ...auth('badRequest', { email: ['Enter a valid email address.', 'second'] }), machineState: 'failed' },
  loaders: seeded(),
  play: async ({ canvasElement }) => {
    await expectEmailError(canvasElement, 'Enter a valid email address.');
  },
};

/** failed: password[0] of a DRF field array (still shown under the email field, as §8 says). */
export const ErrorPasswordArray: Story = {
  name: 'Server rejects the password (shown under the e-mail)',
  tags: ['state:error'],
  parameters: { ...auth('badRequest', { password: ['This field may not be blank.'] }), machineState: 'failed' },
  loaders: seeded(),
  play: async ({ canvasElement }) => {
    await expectEmailError(canvasElement, 'This field may not be blank.');
  },
};

/** failed: no usable message (network failure) -> 'Login failed. Please try again.' in the UI language. */
export const ErrorFallback: Story = {
  name: 'Network down: "login failed" in the page\'s language',
  tags: ['state:error'],
  parameters: { ...auth('network'), machineState: 'failed' },
  loaders: seeded(),
  play: async ({ canvasElement }) => {
    await expectEmailError(canvasElement, t('login.errors.failed'));
  },
};

/**
 * failed, sent while offline: the network toolbar's "offline" (every call fails, the browser says it is
 * offline). The offline message under the e-mail instead of "login failed"; what was typed stays for another try.
 */
export const Offline: Story = {
  name: 'Offline: nothing sent, what was typed stays',
  tags: ['state:error'],
  globals: { network: 'offline' },
  parameters: { machineState: 'failed' },
  loaders: seeded(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await emailField(canvasElement);
    await expect(await canvas.findByText(t('connection.sendOffline'), {}, { timeout: 4000 })).toBeVisible();
    await expect(email).toHaveAccessibleDescription(t('connection.sendOffline'));
    await expect(email).toHaveValue(DEMO.email);
    await expect(canvas.getByLabelText(t('login.password'))).toHaveValue(DEMO.password);
    await expect(canvas.queryByText(t('login.errors.failed'))).toBeNull();
  },
};

/** The fallback for a 500 without a usable message, with the language toolbar on English. */
export const ErrorFallbackEnglish: Story = {
  tags: ['state:error'],
  ...ErrorFallback,
  name: 'Server error: "login failed", in English',
  globals: { locale: 'en' },
  parameters: { ...auth('server', { error: 'boom' }), machineState: 'failed' },
};

/** succeeded: tokens stored (access, refresh, isLoggedIn) and the page goes to /. */
export const Success: Story = {
  tags: ['state:success'],
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
  name: 'Logged in: back to the page that asked for it',
  tags: ['state:success'],
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
    await expect(canvas.queryByRole('heading', { name: t('login.title') })).toBeNull();
  },
};
