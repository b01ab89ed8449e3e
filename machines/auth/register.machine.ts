import { assign, setup } from 'xstate';
import type { RegisterPayload } from './account';
import { clampInput, keyMessage, provided, tooLongMessage, type AccountMessage } from '../shared';
import {
  REGISTER_FIELDS,
  REGISTER_MAX_LENGTH,
  boundedValues,
  buildRegisterPayload,
  emptyRegisterValues,
  isBounded,
  registerErrorKeys,
  registerFailure,
  validateRegister,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
} from './registerRules';

/**
 * Registration (product §2 Register screen, §4 Register, §5 Register, §7 POST /api/auth/register/, §8 Register).
 *
 * idle --register.submit--> (client rules fail: back to idle with an error per field)
 *      --> checkingBreach ('Checking for breaches...', submit disabled): SHA-1 of the password via
 *          Web Crypto, its first 5 hex characters to the range lookup, the suffix list compared.
 *          Breached -> idle with the password error; a failed check accepts the password.
 *      --> submitting ('Registrando...', spinner) --> succeeded (the page goes to /login with the
 *          registrationSuccess flag) or failed: the first message of each server field array
 *          under its field, non_field_errors[0] in a dismissible banner; a non-HTTP error shows
 *          'An unexpected error occurred. Please try again.' in the banner.
 * Editing a field clears that field's error and the banner. Context holds keys or server text.
 */
export interface RegisterContext {
  values: RegisterValues;
  errors: RegisterErrors;
  banner: AccountMessage | null;
  firstInvalid: RegisterField | null;
  attempt: number;
  now: () => number;
}

export type RegisterEvent =
  | { type: 'register.change'; field: Exclude<RegisterField, 'acceptTerms'>; value: string }
  | { type: 'register.change'; field: 'acceptTerms'; value: boolean }
  | { type: 'register.submit' }
  | { type: 'register.dismissBanner' };

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as { now?: () => number; initialValues?: Partial<RegisterValues> } | undefined,
  },
  actions: {
    /** The page goes to /login with the registrationSuccess flag. */
    registered: () => {},
    logWarning: (_, params: { message: string; detail?: unknown }) => {
      console.warn(`[register] ${params.message}`, params.detail ?? '');
    },
    setValue: assign(({ context, event }) => {
      if (event.type !== 'register.change') return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      if (event.field === 'acceptTerms' || !isBounded(event.field)) {
        return { values: { ...context.values, [event.field]: event.value }, errors, banner: null };
      }
      const max = REGISTER_MAX_LENGTH[event.field];
      const { value, cut } = clampInput(event.value, max);
      if (cut) errors[event.field] = tooLongMessage(max);
      return { values: { ...context.values, [event.field]: value }, errors, banner: null };
    }),
    validate: assign(({ context }) => {
      const errors = validateRegister(context.values, context.now());
      return {
        errors,
        banner: null,
        firstInvalid: REGISTER_FIELDS.find((f) => errors[f]) ?? null,
        attempt: context.attempt + 1,
      };
    }),
    dismissBanner: assign({ banner: null }),
  },
  guards: {
    hasErrors: ({ context }) => Object.keys(context.errors).length > 0,
  },
  actors: {
    /** Whether the password appears in known breaches (k-anonymity range query); provided by the auth feature. */
    checkBreach: provided<boolean, { password: string }>('checkBreach'),
    /** POST /api/auth/register/; provided by the auth feature. */
    register: provided<unknown, RegisterPayload>('register'),
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({
    values: boundedValues({ ...emptyRegisterValues, ...input?.initialValues }),
    errors: {},
    banner: null,
    firstInvalid: null,
    attempt: 0,
    now: input?.now ?? Date.now,
  }),
  initial: 'idle',
  on: {
    'register.dismissBanner': { actions: 'dismissBanner' },
  },
  states: {
    idle: {
      on: {
        'register.change': { actions: 'setValue' },
        'register.submit': { actions: 'validate', target: 'validating' },
      },
    },
    validating: {
      always: [{ guard: 'hasErrors', target: 'idle' }, { target: 'checkingBreach' }],
    },
    checkingBreach: {
      invoke: {
        src: 'checkBreach',
        input: ({ context }) => ({ password: context.values.password }),
        onDone: [
          {
            guard: ({ event }) => event.output === true,
            target: 'idle',
            actions: assign(({ context }) => ({
              errors: { password: keyMessage(registerErrorKeys.passwordBreached) },
              firstInvalid: 'password' as const,
              attempt: context.attempt + 1,
            })),
          },
          { target: 'submitting' },
        ],
        // product §5: if the check fails the password is accepted.
        onError: {
          target: 'submitting',
          actions: {
            type: 'logWarning',
            params: ({ event }) => ({
              message: 'The breached-password check failed; the password is accepted.',
              detail: event.error,
            }),
          },
        },
      },
    },
    submitting: {
      invoke: {
        src: 'register',
        input: ({ context }) => buildRegisterPayload(context.values),
        onDone: { target: 'succeeded', actions: 'registered' },
        onError: {
          target: 'failed',
          actions: assign(({ event, context }) => {
            const { errors, banner } = registerFailure(event.error);
            return { errors, banner, firstInvalid: REGISTER_FIELDS.find((f) => errors[f]) ?? null, attempt: context.attempt + 1 };
          }),
        },
      },
    },
    /** The server refused: field errors and/or the banner are shown; editing goes back to idle. */
    failed: {
      on: {
        'register.change': { actions: 'setValue', target: 'idle' },
        'register.submit': { actions: 'validate', target: 'validating' },
      },
    },
    succeeded: { type: 'final' },
  },
});
