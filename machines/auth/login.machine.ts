import { assign, setup } from 'xstate';
import {
  INPUT_MAX_LENGTH,
  LIMITS,
  bodyFirst,
  bodyString,
  clampInput,
  isApiError,
  isEmailAddress,
  isOfflineFailure,
  keyMessage,
  provided,
  sendOfflineKey,
  serverMessage,
  tooLongMessage,
  type AccountMessage,
} from '../shared';
import type { Credentials, TokenPair } from './account';

/**
 * Login form (product §4 Login, §5 Login, §7 POST /api/auth/token/, §8 Login).
 *
 * idle -> (login.submit, valid) connecting (inputs disabled) -> succeeded (tokens handed to the
 * `loginSucceeded` action: the app stores access and refresh and goes to the return path or /)
 * or failed with the server message under the email field: the first available of detail,
 * message, email[0], password[0], otherwise 'Login failed. Please try again.' (also for network
 * failures, timeouts and malformed answers). Client rules: email required and in email format,
 * password required and at least 8 characters. Editing a field clears its error.
 */
export type LoginField = 'email' | 'password';
export type LoginValues = Record<LoginField, string>;

export interface LoginContext {
  values: LoginValues;
  errors: Partial<Record<LoginField, AccountMessage>>;
  /** First invalid field of the last submit, to move focus there. */
  firstInvalid: LoginField | null;
  /** Increases on every submit so the view can react even when the same field is invalid again. */
  attempt: number;
}

export type LoginEvent = { type: 'login.change'; field: LoginField; value: string } | { type: 'login.submit' };

export const loginErrorKeys = {
  emailRequired: 'login.errors.emailRequired',
  emailInvalid: 'login.errors.emailInvalid',
  passwordRequired: 'login.errors.passwordRequired',
  passwordMin: 'login.errors.passwordMin',
  failed: 'login.errors.failed',
} as const;

export function validateLogin(values: LoginValues): Partial<Record<LoginField, AccountMessage>> {
  const errors: Partial<Record<LoginField, AccountMessage>> = {};
  const email = values.email.trim();
  if (!email) errors.email = keyMessage(loginErrorKeys.emailRequired);
  else if (!isEmailAddress(email)) errors.email = keyMessage(loginErrorKeys.emailInvalid);
  if (!values.password) errors.password = keyMessage(loginErrorKeys.passwordRequired);
  else if (values.password.length < LIMITS.passwordMin)
    errors.password = keyMessage(loginErrorKeys.passwordMin, { min: LIMITS.passwordMin });
  return errors;
}

/**
 * product §8 Login: the first of detail, message, email[0], password[0]; otherwise the fallback key.
 * Sent while offline: the offline message instead of the fallback; the values stay in the form.
 */
export function loginFailureMessage(error: unknown): AccountMessage {
  if (isOfflineFailure(error)) return keyMessage(sendOfflineKey);
  if (isApiError(error) && error.kind === 'http') {
    const text =
      bodyString(error.body, 'detail') ??
      bodyString(error.body, 'message') ??
      bodyFirst(error.body, 'email') ??
      bodyFirst(error.body, 'password');
    if (text) return serverMessage(text);
  }
  return keyMessage(loginErrorKeys.failed);
}

const FIELDS: LoginField[] = ['email', 'password'];

/** Longest value of each field: the form's maxLength, and the cut on change. */
export const LOGIN_MAX_LENGTH: Record<LoginField, number> = {
  email: INPUT_MAX_LENGTH.email,
  password: INPUT_MAX_LENGTH.password,
};

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actions: {
    /** Hands the tokens to the app (store + redirect); provided by the page. */
    loginSucceeded: (_, _params: TokenPair) => {},
    setValue: assign(({ context, event }) => {
      if (event.type !== 'login.change') return {};
      const max = LOGIN_MAX_LENGTH[event.field];
      const { value, cut } = clampInput(event.value, max);
      const errors = { ...context.errors };
      delete errors[event.field];
      if (cut) errors[event.field] = tooLongMessage(max);
      return { values: { ...context.values, [event.field]: value }, errors };
    }),
    validate: assign(({ context }) => {
      const errors = validateLogin(context.values);
      return { errors, firstInvalid: FIELDS.find((f) => errors[f]) ?? null, attempt: context.attempt + 1 };
    }),
  },
  guards: {
    hasErrors: ({ context }) => Object.keys(context.errors).length > 0,
  },
  actors: {
    /** POST /api/auth/token/ with the credentials as sent (email trimmed); provided by the auth feature. */
    obtainToken: provided<TokenPair, Credentials>('obtainToken'),
  },
}).createMachine({
  id: 'login',
  context: {
    values: { email: '', password: '' },
    errors: {},
    firstInvalid: null,
    attempt: 0,
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'login.change': { actions: 'setValue' },
        'login.submit': { actions: 'validate', target: 'validating' },
      },
    },
    validating: {
      always: [{ guard: 'hasErrors', target: 'idle' }, { target: 'connecting' }],
    },
    connecting: {
      invoke: {
        src: 'obtainToken',
        input: ({ context }) => ({ email: context.values.email.trim(), password: context.values.password }),
        onDone: {
          target: 'succeeded',
          actions: { type: 'loginSucceeded', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: assign(({ event, context }) => ({
            errors: { email: loginFailureMessage(event.error) },
            firstInvalid: 'email' as const,
            attempt: context.attempt + 1,
          })),
        },
      },
    },
    /** The server refused or the call failed: the message sits under the email field. */
    failed: {
      on: {
        'login.change': { actions: 'setValue', target: 'idle' },
        'login.submit': { actions: 'validate', target: 'validating' },
      },
    },
    succeeded: { type: 'final' },
  },
});
