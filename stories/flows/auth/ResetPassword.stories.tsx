import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { SnapshotFrom } from 'xstate';
import { Component as ResetPasswordPage } from '@/pages/reset/ResetPasswordPage';
import { PageHarness } from '../../support/PageHarness';
import { resetAccounts } from '../../support/accounts';
import { http, HttpResponse } from 'msw';
import { apiPath, fault } from '../../../mocks/scenarios';
import { authHandlers } from '../../../mocks/handlers/auth';
import { db, DEMO_USER } from '../../../mocks/db';
import { seedMachine } from '../../support/seedMachine';
import { resetPasswordMachine, type ResetEvent, type ResetField } from '@machines/auth';
import { TIMINGS } from '@machines/shared';
import { advanceClock, resetStoryClock, withStoryClock } from '../../support/storyClock';
import { href, t } from '../../support/t';
import { resetPasswordCalls } from '@/features/auth';

/**
 * machines/auth/resetPassword.machine.ts with the real /reset-password/:uid/:token page and the mock service.
 * checking -> valid (editing -> submitting -> success -> /login after 2 s) | invalid | validationFailed.
 * The link's check comes from the URL and the story's handlers; the states reached by typing and sending the new
 * password are seeded (see `seeded` below): the real machine checks the link, is filled in and sent, with the
 * real calls answered by the story's handlers, before the page renders. The plays assert in the language of the
 * toolbar and go on from the seeded state where a behaviour needs the user (focus after a new attempt).
 */
const UID = 'dS1kZW1v';
const TOKEN = 'rt-story';

/** A clean mock service with an open reset link for the demo account. */
function openLink() {
  resetAccounts();
  db.update((d) => {
    d.resetTokens.push({ uid: UID, token: TOKEN, email: DEMO_USER.email, expires: Date.now() + 3_600_000, used: false });
  });
}

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
      'valid.validating': 'transient: always-transition (the fields are checked as the form is sent, see Field Errors)',
      'valid.success': 'only for the 2 s before the redirect: shown during Success, which ends in valid.redirected',
    },
  },
  render: () => (
    <PageHarness path="/reset-password/:uid/:token" url={`/reset-password/${UID}/${TOKEN}`} Component={ResetPasswordPage} />
  ),
  // The link is open before a story's seed checks it (loaders run before beforeEach); all is reset after the story.
  loaders: [openLink],
  beforeEach: () => resetAccounts,
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const VALIDATE = '/api/auth/password-reset/validate-token/';
const CONFIRM = '/api/auth/password-reset/confirm/';
const withFault = (path: string, kind: Parameters<typeof fault>[2], body?: Record<string, unknown>) => ({
  msw: { handlers: { auth: [fault('post', path, kind, body), ...authHandlers] } },
});

type ResetSnapshot = SnapshotFrom<typeof resetPasswordMachine>;

/** Back in the form after a send: refused by the fields' rules or by the service. */
const sentBack = (snapshot: ResetSnapshot) => snapshot.matches({ valid: 'editing' }) && snapshot.context.attempt > 0;

/** The form filled in and sent, seeded (support/seedMachine.tsx) once the link's check has shown the form. */
function seeded(password = 'Brand!New77', confirmPassword = password, until?: (snapshot: ResetSnapshot) => boolean): Loader[] {
  const values: Record<ResetField, string> = { password, confirmPassword };
  const events: ResetEvent[] = [
    ...(Object.keys(values) as ResetField[]).map((field) => ({ type: 'reset.change', field, value: values[field] }) as const),
    { type: 'reset.submit' },
  ];
  return [
    seedMachine(resetPasswordMachine.provide({ actors: resetPasswordCalls }), {
      input: { uid: UID, token: TOKEN },
      ready: (snapshot) => snapshot.matches({ valid: 'editing' }),
      events,
      until,
    }),
  ];
}

const passwordField = (canvasElement: HTMLElement) =>
  within(canvasElement).findByLabelText(t('reset.password'), {}, { timeout: 4000 });

const submit = async (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: t('reset.submit') }));

/** Chooses the new password through the page, as a visitor does (for the story that ends on another page). */
async function choose(canvasElement: HTMLElement, password = 'Brand!New77', confirm = password) {
  const canvas = within(canvasElement);
  await userEvent.type(await passwordField(canvasElement), password);
  await userEvent.type(canvas.getByLabelText(t('reset.confirmPassword')), confirm);
  await submit(canvasElement);
}

/** checking: 'Verificando o link de redefinição...'. */
export const Checking: Story = {
  name: 'Checking the link',
  tags: ['state:loading'],
  parameters: { ...withFault(VALIDATE, 'hang'), machineState: 'checking' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('reset.checking'))).toBeVisible();
  },
};

/** valid: the form with both fields (show/hide) and the back-to-login link. */
export const Valid: Story = {
  name: 'Valid link: the new password form',
  parameters: { machineState: 'valid.editing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('reset.title') })).toBeVisible();
    await expect(await passwordField(canvasElement)).toHaveValue('');
    await expect(canvas.getByLabelText(t('reset.confirmPassword'))).toHaveValue('');
    await expect(canvas.getByRole('button', { name: t('reset.submit') })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: t('reset.backToLogin') })).toHaveAttribute('href', href('/login'));
  },
};

/**
 * valid.editing after a bad submit: the §5 messages under the fields. A new attempt focuses the first invalid
 * field; once the password is long enough, the mismatch is left and focus goes to the confirmation.
 */
export const FieldErrors: Story = {
  tags: ['state:error'],
  parameters: { machineState: 'valid.editing' },
  loaders: seeded('123', '321', sentBack),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = await passwordField(canvasElement);
    await expect(canvas.getByText(t('reset.errors.passwordMin'))).toBeVisible();
    await expect(password).toHaveAccessibleDescription(t('reset.errors.passwordMin'));
    await submit(canvasElement);
    await expect(password).toHaveFocus();
    await expect(canvas.getByText(t('reset.errors.passwordMin'))).toBeVisible();
    await userEvent.clear(password);
    await userEvent.type(password, '12345678');
    await submit(canvasElement);
    const confirm = canvas.getByLabelText(t('reset.confirmPassword'));
    await expect(confirm).toHaveAccessibleDescription(t('reset.errors.mismatch'));
    await expect(confirm).toHaveFocus();
    await expect(canvas.getByRole('link', { name: t('reset.backToLogin') })).toHaveAttribute('href', href('/login'));
  },
};

/**
 * invalid: an unknown (or used, or expired) link. Its own heading and text (not the form's "Escolher uma nova
 * senha"), product §8's message, and links to request a new one and to log in.
 */
export const Invalid: Story = {
  tags: ['state:error'],
  parameters: { machineState: 'invalid' },
  render: () => <PageHarness path="/reset-password/:uid/:token" url="/reset-password/nope/nope" Component={ResetPasswordPage} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('reset.errors.invalidLink'), {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('reset.invalidTitle'));
    await expect(canvas.queryByRole('heading', { name: t('reset.title') })).toBeNull();
    await expect(canvas.getByText(t('reset.invalidLead'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('reset.requestNew') })).toHaveAttribute('href', href('/recuperar-senha'));
    await expect(canvas.getByRole('link', { name: t('reset.backToLogin') })).toHaveAttribute('href', href('/login'));
    await expect(canvas.queryByLabelText(t('reset.password'))).toBeNull();
  },
};

/** An expired link is invalid too. */
export const Expired: Story = {
  tags: ['state:error'],
  parameters: { machineState: 'invalid' },
  beforeEach: () => {
    db.update((d) => {
      for (const token of d.resetTokens) token.expires = Date.now() - 1000;
    });
  },
  play: Invalid.play,
};

/** validationFailed: the check got no answer (once); retry checks again and the form appears. */
export const ValidationCallFailed: Story = {
  name: 'Link check got no answer: Try again',
  tags: ['state:error'],
  parameters: {
    machineState: 'valid.editing',
    msw: { handlers: { auth: [http.post(apiPath(VALIDATE), () => HttpResponse.error(), { once: true }), ...authHandlers] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = t('reset.errors.validationFailed');
    await expect(await canvas.findByText(text, {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.queryByLabelText(t('reset.password'))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('reset.retry') }));
    await expect(await passwordField(canvasElement)).toBeVisible();
    await expect(canvas.queryByText(text)).toBeNull();
  },
};

/** submitting: 'Processando...' (the answer never comes in this story). */
export const Submitting: Story = {
  tags: ['state:loading'],
  parameters: { ...withFault(CONFIRM, 'hang'), machineState: 'valid.submitting' },
  loaders: seeded(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('reset.processing') }, { timeout: 4000 })).toBeDisabled();
    await expect(canvas.getByLabelText(t('reset.password'))).toBeDisabled();
  },
};

/** success: the message, then /login after 2 s (simulated time); the link cannot be used again. */
export const Success: Story = {
  tags: ['state:success'],
  parameters: { machineState: 'valid.redirected' },
  decorators: [withStoryClock],
  beforeEach: resetStoryClock,
  play: async ({ canvasElement }) => {
    await choose(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('reset.success'), {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.queryByTestId('location-probe')).toBeNull();
    advanceClock(TIMINGS.resetRedirect - 1);
    await expect(canvas.getByText(t('reset.success'))).toBeVisible();
    await expect(canvas.queryByTestId('location-probe')).toBeNull();
    advanceClock(1);
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/login');
    await expect(db.state.users.find((u) => u.email === DEMO_USER.email)?.password).toBe('Brand!New77');
    await expect(db.state.resetTokens.every((token) => token.used)).toBe(true);
  },
};

/**
 * error: the server refuses the new password (here as too common: a message the site knows, in its own words).
 * It sends the sentence as its detail and as the password's field error; the page says it once, under the field.
 */
export const ServerDetail: Story = {
  name: "Server refuses the new password: its message shown once, under the field, in the page's language",
  tags: ['state:error'],
  parameters: { machineState: 'valid.editing' },
  loaders: seeded('Password123!', 'Password123!', sentBack),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = t('serverMessages.passwordTooCommon');
    await expect(await passwordField(canvasElement)).toHaveAccessibleDescription(message);
    await expect(canvas.getAllByText(message)).toHaveLength(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** error: an HTTP failure without detail -> 'Failed to reset password.' (pt translation). */
export const Fallback: Story = {
  name: 'Server error without a message: the generic message',
  tags: ['state:error'],
  parameters: { ...withFault(CONFIRM, 'server', { error: 'Internal server error' }), machineState: 'valid.editing' },
  loaders: seeded(undefined, undefined, sentBack),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      t('reset.errors.failed'),
    );
  },
};

/** The same failure with the language toolbar on English. */
export const FallbackEnglish: Story = { ...Fallback, globals: { locale: 'en' } };

/**
 * error, sent while offline: the link was checked, then the connection dropped (the browser says it is
 * offline, `parameters.browserOffline`, and the confirm fails). The offline message instead of the generic
 * error; both passwords stay typed.
 */
export const Offline: Story = {
  name: 'Offline: nothing sent, the passwords stay',
  tags: ['state:error'],
  parameters: { ...withFault(CONFIRM, 'network'), browserOffline: true, machineState: 'valid.editing' },
  loaders: seeded(undefined, undefined, sentBack),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(t('connection.sendOffline'));
    await expect(await passwordField(canvasElement)).toHaveValue('Brand!New77');
    await expect(canvas.getByLabelText(t('reset.confirmPassword'))).toHaveValue('Brand!New77');
  },
};

/** error: no answer -> 'Ocorreu um erro ao redefinir sua senha.'. */
export const NetworkFailure: Story = {
  tags: ['state:error'],
  parameters: { ...withFault(CONFIRM, 'network'), machineState: 'valid.editing' },
  loaders: seeded(undefined, undefined, sentBack),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      t('reset.errors.generic'),
    );
  },
};
