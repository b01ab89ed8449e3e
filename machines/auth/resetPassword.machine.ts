import { assign, setup } from 'xstate';
import {
  INPUT_MAX_LENGTH,
  LIMITS,
  TIMINGS,
  bodyFirst,
  bodyString,
  clampInput,
  isApiError,
  isOfflineFailure,
  keyMessage,
  provided,
  sendOfflineKey,
  serverMessage,
  tooLongMessage,
  type AccountMessage,
} from '../shared';
import type { PasswordResetConfirmation } from './account';

/**
 * Set a new password from an e-mailed link /reset-password/{uid}/{token}
 * (product §2 Reset password page, §4 Reset page, §5 Reset password, §7, §8 Reset).
 *
 * checking ('Verificando o link de redefinição...'): POST validate-token {uid, token}; only the ok
 * status is used:
 *   ok -> valid (the form)
 *   an HTTP 4xx answer -> invalid ('Este link de redefinição de senha é inválido ou expirou.', with
 *     links to request a new link and to log in)
 *   no answer, a timeout or a 5xx -> validationFailed ('Ocorreu um erro ao validar o link. Por
 *     favor, tente novamente mais tarde.'): the server could not say whether the link is valid.
 * valid.editing --reset.submit--> (both required, at least 8 characters, must match) valid.submitting
 *   ('Processando...') -> success ('Senha redefinida com sucesso. Redirecionando para a página de
 *   login...', then redirectToLogin after TIMINGS.resetRedirect = 2000 ms) or back to editing with
 *   the server's detail, else 'Failed to reset password.' for an HTTP error, else 'Ocorreu um erro
 *   ao redefinir sua senha.' (network, timeout, malformed). DRF field errors: new_password[0] under the
 *   password field, token[0] / uid[0] / non_field_errors[0] in the banner (see resetFailure).
 */
export type ResetField = 'password' | 'confirmPassword';

export interface ResetContext {
  uid: string;
  token: string;
  values: Record<ResetField, string>;
  errors: Partial<Record<ResetField, AccountMessage>>;
  failure: AccountMessage | null;
  firstInvalid: ResetField | null;
  attempt: number;
}

export type ResetEvent =
  { type: 'reset.change'; field: ResetField; value: string } | { type: 'reset.submit' } | { type: 'reset.retryValidation' };

/** Longest value of each field: the form's maxLength, and the cut on change. */
export const RESET_MAX_LENGTH: Record<ResetField, number> = {
  password: INPUT_MAX_LENGTH.password,
  confirmPassword: INPUT_MAX_LENGTH.password,
};

export const resetKeys = {
  required: 'reset.errors.required',
  passwordMin: 'reset.errors.passwordMin',
  mismatch: 'reset.errors.mismatch',
  invalidLink: 'reset.errors.invalidLink',
  validationFailed: 'reset.errors.validationFailed',
  failed: 'reset.errors.failed',
  generic: 'reset.errors.generic',
  success: 'reset.success',
} as const;

export function validateReset(values: Record<ResetField, string>): Partial<Record<ResetField, AccountMessage>> {
  const errors: Partial<Record<ResetField, AccountMessage>> = {};
  if (!values.password) errors.password = keyMessage(resetKeys.required);
  else if (values.password.length < LIMITS.passwordMin) errors.password = keyMessage(resetKeys.passwordMin);
  if (!values.confirmPassword) errors.confirmPassword = keyMessage(resetKeys.required);
  else if (values.password && values.confirmPassword !== values.password) errors.confirmPassword = keyMessage(resetKeys.mismatch);
  return errors;
}

/**
 * A failed confirm (product §8 Reset): the server's detail in the banner; DRF field errors the way
 * register shows them: new_password[0] under the password field, and a link-level message
 * (non_field_errors, token, uid) in the banner, unless it repeats the field's sentence. An HTTP error with nothing readable gives
 * 'Failed to reset password.'; sent while offline, the offline message (the passwords stay typed);
 * anything else (network, timeout, malformed answer) the generic text.
 */
export function resetFailure(error: unknown): {
  errors: Partial<Record<ResetField, AccountMessage>>;
  failure: AccountMessage | null;
} {
  if (isOfflineFailure(error)) return { errors: {}, failure: keyMessage(sendOfflineKey) };
  if (!isApiError(error) || error.kind !== 'http') return { errors: {}, failure: keyMessage(resetKeys.generic) };
  const errors: Partial<Record<ResetField, AccountMessage>> = {};
  const passwordError = bodyFirst(error.body, 'new_password');
  if (passwordError) errors.password = serverMessage(passwordError);
  const banner =
    bodyString(error.body, 'detail') ??
    bodyFirst(error.body, 'non_field_errors') ??
    bodyFirst(error.body, 'token') ??
    bodyFirst(error.body, 'uid');
  // The same sentence in both places is said once, where it belongs: under the password field.
  if (banner && banner !== passwordError) return { errors, failure: serverMessage(banner) };
  return { errors, failure: passwordError ? null : keyMessage(resetKeys.failed) };
}

/** The banner message of a failed confirm (see resetFailure). */
export function resetFailureMessage(error: unknown): AccountMessage | null {
  return resetFailure(error).failure;
}

const isClientError = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && error.status !== undefined && error.status >= 400 && error.status < 500;

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetContext,
    events: {} as ResetEvent,
    input: {} as { uid: string; token: string },
  },
  actions: {
    /** Goes to /login; provided by the page. */
    redirectToLogin: () => {},
    setValue: assign(({ context, event }) => {
      if (event.type !== 'reset.change') return {};
      const max = RESET_MAX_LENGTH[event.field];
      const { value, cut } = clampInput(event.value, max);
      const errors = { ...context.errors };
      delete errors[event.field];
      if (cut) errors[event.field] = tooLongMessage(max);
      return { values: { ...context.values, [event.field]: value }, errors, failure: null };
    }),
    validate: assign(({ context }) => {
      const errors = validateReset(context.values);
      const firstInvalid: ResetField | null = errors.password ? 'password' : errors.confirmPassword ? 'confirmPassword' : null;
      return { errors, failure: null, firstInvalid, attempt: context.attempt + 1 };
    }),
  },
  guards: {
    hasErrors: ({ context }) => Object.keys(context.errors).length > 0,
    missingParams: ({ context }) => !context.uid || !context.token,
  },
  delays: {
    resetRedirect: TIMINGS.resetRedirect,
  },
  actors: {
    /** POST /api/auth/password-reset/validate-token/; provided by the auth feature. */
    validateToken: provided<unknown, { uid: string; token: string }>('validateToken'),
    /** POST /api/auth/password-reset/confirm/; provided by the auth feature. */
    confirmReset: provided<unknown, PasswordResetConfirmation>('confirmReset'),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    uid: input.uid,
    token: input.token,
    values: { password: '', confirmPassword: '' },
    errors: {},
    failure: null,
    firstInvalid: null,
    attempt: 0,
  }),
  initial: 'start',
  states: {
    /** A link without uid or token cannot be valid: no call is made. */
    start: {
      always: [{ guard: 'missingParams', target: 'invalid' }, { target: 'checking' }],
    },
    checking: {
      invoke: {
        src: 'validateToken',
        input: ({ context }) => ({ uid: context.uid, token: context.token }),
        onDone: { target: 'valid' },
        onError: [{ guard: ({ event }) => isClientError(event.error), target: 'invalid' }, { target: 'validationFailed' }],
      },
    },
    invalid: {},
    validationFailed: {
      on: { 'reset.retryValidation': { target: 'checking' } },
    },
    valid: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'reset.change': { actions: 'setValue' },
            'reset.submit': { actions: 'validate', target: 'validating' },
          },
        },
        validating: {
          always: [{ guard: 'hasErrors', target: 'editing' }, { target: 'submitting' }],
        },
        submitting: {
          invoke: {
            src: 'confirmReset',
            input: ({ context }) => ({ uid: context.uid, token: context.token, new_password: context.values.password }),
            onDone: { target: 'success' },
            onError: {
              target: 'editing',
              actions: assign(({ event, context }) => {
                const { errors, failure } = resetFailure(event.error);
                return errors.password
                  ? { errors, failure, firstInvalid: 'password' as const, attempt: context.attempt + 1 }
                  : { errors, failure };
              }),
            },
          },
        },
        success: {
          after: { resetRedirect: { target: 'redirected', actions: 'redirectToLogin' } },
        },
        redirected: { type: 'final' },
      },
    },
  },
});
