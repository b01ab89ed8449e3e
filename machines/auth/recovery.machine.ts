import { assign, setup } from 'xstate';
import {
  INPUT_MAX_LENGTH,
  clampInput,
  isApiError,
  isEmailAddress,
  isOfflineFailure,
  keyMessage,
  provided,
  sendOfflineKey,
  tooLongMessage,
  type AccountMessage,
} from '../shared';

/**
 * Password recovery request (product §2 Recovery page, §4 Recovery request, §5 Recovery, §7, §8 Recovery).
 *
 * idle -> (recovery.submit, email required and in email format) sending -> success | error.
 * product §7: the body is not read and success is shown whatever the status, so any HTTP answer
 * (even 4xx/5xx) is a success: the service never tells whether the address exists. Only a call that
 * gets no answer (network failure, timeout) is an error. Messages: top-level keys reset_pass_success
 * and reset_pass_error (or, sent while offline, connection.sendOffline; the address stays typed).
 * The email field clears on success. Editing or submitting again starts over.
 */
export interface RecoveryContext {
  email: string;
  error: AccountMessage | null;
  /** In `error`: the message that says why nothing was sent (reset_pass_error, or the offline message). */
  failure: AccountMessage | null;
  attempt: number;
}

export type RecoveryEvent = { type: 'recovery.change'; value: string } | { type: 'recovery.submit' };

/** Longest e-mail address kept: the form's maxLength, and the cut on change. */
export const RECOVERY_MAX_LENGTH = INPUT_MAX_LENGTH.email;

export const recoveryKeys = {
  emailRequired: 'recovery.errors.emailRequired',
  emailInvalid: 'recovery.errors.emailInvalid',
  success: 'reset_pass_success',
  error: 'reset_pass_error',
} as const;

/** The message of a request that got no answer: offline, or reset_pass_error. */
export function recoveryFailureMessage(error: unknown): AccountMessage {
  return keyMessage(isOfflineFailure(error) ? sendOfflineKey : recoveryKeys.error);
}

export function validateRecoveryEmail(email: string): AccountMessage | null {
  const value = email.trim();
  if (!value) return keyMessage(recoveryKeys.emailRequired);
  if (!isEmailAddress(value)) return keyMessage(recoveryKeys.emailInvalid);
  return null;
}

export const recoveryMachine = setup({
  types: {
    context: {} as RecoveryContext,
    events: {} as RecoveryEvent,
  },
  actions: {
    /** Cut to an address's length, saying so. */
    setEmail: assign(({ event }) => {
      if (event.type !== 'recovery.change') return {};
      const { value, cut } = clampInput(event.value, INPUT_MAX_LENGTH.email);
      return { email: value, error: cut ? tooLongMessage(INPUT_MAX_LENGTH.email) : null };
    }),
    validate: assign(({ context }) => ({ error: validateRecoveryEmail(context.email), attempt: context.attempt + 1 })),
  },
  guards: {
    invalid: ({ context }) => context.error !== null,
  },
  actors: {
    /** POST /api/auth/password-reset/ with the trimmed email; provided by the auth feature. */
    requestReset: provided<unknown, { email: string }>('requestReset'),
  },
}).createMachine({
  id: 'recovery',
  context: { email: '', error: null, failure: null, attempt: 0 },
  initial: 'idle',
  on: {
    'recovery.change': { actions: 'setEmail', target: '.idle' },
  },
  states: {
    idle: {
      on: {
        'recovery.submit': { actions: 'validate', target: 'validating' },
      },
    },
    validating: {
      always: [{ guard: 'invalid', target: 'idle' }, { target: 'sending' }],
    },
    sending: {
      on: { 'recovery.change': {} },
      invoke: {
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'success', actions: assign({ email: '' }) },
        onError: [
          {
            guard: ({ event }) => isApiError(event.error) && event.error.kind === 'http',
            target: 'success',
            actions: assign({ email: '' }),
          },
          { target: 'error', actions: assign({ failure: ({ event }) => recoveryFailureMessage(event.error) }) },
        ],
      },
    },
    success: {
      on: { 'recovery.submit': { actions: 'validate', target: 'validating' } },
    },
    error: {
      on: { 'recovery.submit': { actions: 'validate', target: 'validating' } },
    },
  },
});
