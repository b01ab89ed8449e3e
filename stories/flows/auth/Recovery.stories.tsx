import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { SnapshotFrom } from 'xstate';
import { Component as RecoveryPage } from '@/pages/recovery/RecoveryPage';
import { PageHarness } from '../../support/PageHarness';
import { resetAccounts } from '../../support/accounts';
import { fault } from '../../../mocks/scenarios';
import { authHandlers } from '../../../mocks/handlers/auth';
import { db } from '../../../mocks/db';
import { recoveryMachine } from '@machines/auth';
import { seedMachine } from '../../support/seedMachine';
import { href, t } from '../../support/t';
import { recoveryCalls } from '@/features/auth';

/**
 * machines/auth/recovery.machine.ts with the real /recuperar-senha page: idle -> sending -> success | error.
 * The states after a send are seeded (support/seedMachine.tsx): the real machine is filled in and sent, with the
 * real call answered by the story's handlers, before the page renders; the plays assert them in the language of
 * the toolbar and go on from there where a behaviour needs the user (focus after a new attempt).
 */
const meta = {
  title: 'Flows/Recovery',
  component: RecoveryPage,
  parameters: {
    router: false,
    layout: 'fullscreen',
    machine: recoveryMachine,
    statesWithoutStory: {
      validating: 'transient: always-transition (a refused address goes back to idle at once, see Field Error)',
    },
  },
  render: () => <PageHarness path="/recuperar-senha" url="/recuperar-senha" Component={RecoveryPage} />,
  // A clean mock service before the seed's call (loaders run before beforeEach), and after the story.
  loaders: [
    () => {
      resetAccounts();
    },
  ],
  beforeEach: () => resetAccounts,
} satisfies Meta<typeof RecoveryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const RESET = '/api/auth/password-reset/';
const resetFault = (kind: Parameters<typeof fault>[2]) => ({
  msw: { handlers: { auth: [fault('post', RESET, kind), ...authHandlers] } },
});

/** The address typed and sent, as machine events, before the page renders. */
const seeded = (email = 'demo@example.com', until?: (snapshot: SnapshotFrom<typeof recoveryMachine>) => boolean) => [
  seedMachine(recoveryMachine.provide({ actors: recoveryCalls }), {
    events: [{ type: 'recovery.change', value: email }, { type: 'recovery.submit' }],
    until,
  }),
];

const emailField = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: t('recovery.email') }, { timeout: 4000 });

/** idle: the email field, the submit and the back-to-login link. */
export const Idle: Story = {
  parameters: { machineState: 'idle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('recovery.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('recovery.backToLogin') })).toHaveAttribute('href', href('/login'));
    await expect(await emailField(canvasElement)).toHaveValue('');
  },
};

/** idle after a refused address: the message under the field; a new attempt moves focus to it. */
export const FieldError: Story = {
  tags: ['state:error'],
  parameters: { machineState: 'idle' },
  loaders: seeded('demo@', (snapshot) => snapshot.matches('idle') && snapshot.context.attempt > 0),
  play: async ({ canvasElement }) => {
    const input = await emailField(canvasElement);
    await expect(input).toHaveValue('demo@');
    await expect(input).toHaveAccessibleDescription(t('recovery.errors.emailInvalid'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('recovery.submit') }));
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription(t('recovery.errors.emailInvalid'));
  },
};

/** sending: field and button disabled (the answer never comes in this story). */
export const Sending: Story = {
  tags: ['state:loading'],
  parameters: { ...resetFault('hang'), machineState: 'sending' },
  loaders: seeded(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('recovery.sending') })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: t('recovery.email') })).toBeDisabled();
  },
};

/** success: reset_pass_success, the field cleared, a demo hint linking to the mock mailbox; the mail was 'sent'. */
export const Success: Story = {
  tags: ['state:success'],
  parameters: { machineState: 'success' },
  loaders: seeded(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('reset_pass_success'), {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('recovery.email') })).toHaveValue('');
    await expect(canvas.getByRole('link', { name: t('recovery.mailboxLink') })).toHaveAttribute('href', href('/mock-mailbox'));
    await expect(db.state.mailbox[0]?.to).toBe('demo@example.com');
  },
};

/** success is shown whatever the status (here a 500). */
export const SuccessOnServerError: Story = {
  name: 'Server error: still says the e-mail was sent',
  tags: ['state:success'],
  parameters: { ...resetFault('server'), machineState: 'success' },
  loaders: seeded(),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('reset_pass_success'), {}, { timeout: 4000 })).toBeVisible();
  },
};

/** error: no answer at all (network) -> reset_pass_error; the address stays for another try. */
export const Error: Story = {
  tags: ['state:error'],
  parameters: { ...resetFault('network'), machineState: 'error' },
  loaders: seeded(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 4000 });
    await expect(alert).toHaveTextContent(t('reset_pass_error'));
    await expect(canvas.getByRole('textbox', { name: t('recovery.email') })).toHaveValue('demo@example.com');
  },
};

/** The same failure with the language toolbar on English. */
export const ErrorEnglish: Story = { ...Error, globals: { locale: 'en' } };

/**
 * error, sent while offline: the network toolbar's "offline" (the call fails, the browser says it is
 * offline). The offline message instead of reset_pass_error; the address stays for another try.
 */
export const Offline: Story = {
  name: 'Offline: nothing sent, the address stays',
  tags: ['state:error'],
  globals: { network: 'offline' },
  parameters: { machineState: 'error' },
  loaders: seeded(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 4000 });
    await expect(alert).toHaveTextContent(t('connection.sendOffline'));
    await expect(alert).not.toHaveTextContent(t('reset_pass_error'));
    await expect(canvas.getByRole('textbox', { name: t('recovery.email') })).toHaveValue('demo@example.com');
  },
};
