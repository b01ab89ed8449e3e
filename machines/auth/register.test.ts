import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../shared/apiError';
import type { RegisterPayload } from './account';
import {
  buildRegisterPayload,
  emptyRegisterValues,
  registerFailure,
  registerMachine,
  validateRegister,
  type RegisterValues,
} from './register';
import { validRegisterValues as valid } from './register.fixtures';

const NOW = new Date(2025, 3, 2, 12, 0, 0).getTime();

type Outcome<T> = { ok: T } | { error: unknown } | 'pending';

function setup(breach: Outcome<boolean> = { ok: false }, submit: Outcome<unknown> = { ok: { id: 'u-1' } }) {
  const registered = vi.fn();
  const payloads: RegisterPayload[] = [];
  const checked: string[] = [];
  const settle = <T>(outcome: Outcome<T>): Promise<T> => {
    if (outcome === 'pending') return new Promise<T>(() => {});
    if ('ok' in outcome) return Promise.resolve(outcome.ok);
    return Promise.reject(outcome.error);
  };
  const actor = createActor(
    registerMachine.provide({
      actions: { registered, logWarning: () => {} },
      actors: {
        checkBreach: fromPromise<boolean, { password: string }>(({ input }) => {
          checked.push(input.password);
          return settle(breach);
        }),
        register: fromPromise<unknown, RegisterPayload>(({ input }) => {
          payloads.push(input);
          return settle(submit);
        }),
      },
    }),
    { input: { now: () => NOW } },
  ).start();
  const fill = (values: Partial<RegisterValues>) => {
    for (const [field, value] of Object.entries(values)) {
      if (field === 'acceptTerms') actor.send({ type: 'register.change', field, value: Boolean(value) });
      else
        actor.send({
          type: 'register.change',
          field: field as Exclude<keyof RegisterValues, 'acceptTerms'>,
          value: String(value),
        });
    }
  };
  return { actor, registered, payloads, checked, fill };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const httpError = (status: number, body: unknown) => new ApiError('http', `HTTP ${status}`, { status, body });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('validateRegister (product §5 Register)', () => {
  const errorsOf = (patch: Partial<RegisterValues>) => validateRegister({ ...valid, ...patch }, NOW);

  it('accepts a valid form', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('reports every required field of an empty form', () => {
    expect(validateRegister(emptyRegisterValues, NOW)).toEqual({
      email: { key: 'register.errors.emailRequired' },
      fullName: { key: 'register.errors.fullNameRequired' },
      phone: { key: 'register.errors.phoneRequired' },
      country: { key: 'register.errors.countryRequired' },
      password: { key: 'register.errors.passwordRequired' },
      confirmPassword: { key: 'register.errors.confirmRequired' },
      acceptTerms: { key: 'register.errors.termsRequired' },
    });
  });

  it('email in format', () => {
    expect(errorsOf({ email: 'nova@example' }).email).toEqual({ key: 'register.errors.emailInvalid' });
    expect(errorsOf({ email: 'nova example.com' }).email).toEqual({ key: 'register.errors.emailInvalid' });
  });

  it('full name at least 2 characters after trimming', () => {
    expect(errorsOf({ fullName: ' A ' }).fullName).toEqual({ key: 'register.errors.fullNameMin', values: { min: 2 } });
    expect(errorsOf({ fullName: 'Al' }).fullName).toBeUndefined();
  });

  it('phone: digits, spaces, hyphens and an optional leading plus, at least 8 digits', () => {
    expect(errorsOf({ phone: '+351 912-345-678' }).phone).toBeUndefined();
    expect(errorsOf({ phone: '12345678' }).phone).toBeUndefined();
    expect(errorsOf({ phone: '1234567' }).phone).toEqual({ key: 'register.errors.phoneDigits', values: { min: 8 } });
    expect(errorsOf({ phone: '123 456 7' }).phone).toEqual({ key: 'register.errors.phoneDigits', values: { min: 8 } });
    expect(errorsOf({ phone: '(912) 345678' }).phone).toEqual({ key: 'register.errors.phoneInvalid' });
    expect(errorsOf({ phone: '912+345678' }).phone).toEqual({ key: 'register.errors.phoneInvalid' });
    expect(errorsOf({ phone: '++912345678' }).phone).toEqual({ key: 'register.errors.phoneInvalid' });
    expect(errorsOf({ phone: '91234567a' }).phone).toEqual({ key: 'register.errors.phoneInvalid' });
  });

  it('country required and known', () => {
    expect(errorsOf({ country: 'XX' }).country).toEqual({ key: 'register.errors.countryRequired' });
  });

  it('password: at least 8, upper, lower, digit, special — the first missing rule is reported', () => {
    const pw = (password: string) => errorsOf({ password, confirmPassword: password }).password;
    expect(pw('Ab1!')).toEqual({ key: 'register.errors.passwordMin', values: { min: 8 } });
    expect(pw('abcdefg1!')).toEqual({ key: 'register.errors.passwordUpper' });
    expect(pw('ABCDEFG1!')).toEqual({ key: 'register.errors.passwordLower' });
    expect(pw('Abcdefgh!')).toEqual({ key: 'register.errors.passwordDigit' });
    expect(pw('Abcdefgh1')).toEqual({ key: 'register.errors.passwordSpecial' });
    expect(pw('Abcdefg1!')).toBeUndefined();
  });

  it('confirmation required and matching', () => {
    expect(errorsOf({ confirmPassword: 'Fresh!Pass8' }).confirmPassword).toEqual({ key: 'register.errors.passwordMismatch' });
  });

  it('terms must be accepted', () => {
    expect(errorsOf({ acceptTerms: false }).acceptTerms).toEqual({ key: 'register.errors.termsRequired' });
  });

  it('gender optional, one of M, F, O, PNS', () => {
    for (const gender of ['', 'M', 'F', 'O', 'PNS'] as const) expect(errorsOf({ gender }).gender).toBeUndefined();
    expect(errorsOf({ gender: 'X' as never }).gender).toEqual({ key: 'register.errors.genderInvalid' });
  });

  it('birth date optional, a real date, not in the future (today is allowed)', () => {
    expect(errorsOf({ birthDate: '2025-04-02' }).birthDate).toBeUndefined();
    expect(errorsOf({ birthDate: '2025-04-03' }).birthDate).toEqual({ key: 'register.errors.birthDateFuture' });
    expect(errorsOf({ birthDate: '2025-02-30' }).birthDate).toEqual({ key: 'register.errors.birthDateInvalid' });
    expect(errorsOf({ birthDate: '02/04/1990' }).birthDate).toEqual({ key: 'register.errors.birthDateInvalid' });
  });
});

describe('buildRegisterPayload (product §7)', () => {
  it('prepends the dialling code to the digits only; gender and birthday null when empty; country as code', () => {
    expect(buildRegisterPayload(valid)).toEqual({
      email: 'nova@example.com',
      full_name: 'Nova Pessoa',
      phone: '+351912345678',
      password: 'Fresh!Pass9',
      password2: 'Fresh!Pass9',
      accept_terms: true,
      gender: null,
      country: 'PT',
      birthday: null,
    });
  });

  it('keeps a chosen gender and birth date; digits only even when a plus was typed', () => {
    const payload = buildRegisterPayload({
      ...valid,
      country: 'br',
      phone: '+55 (21) 99999-0000',
      gender: 'PNS',
      birthDate: '1990-05-17',
    });
    expect(payload).toMatchObject({ phone: '+555521999990000', country: 'BR', gender: 'PNS', birthday: '1990-05-17' });
  });
});

describe('registerFailure (product §8 Register)', () => {
  it('puts the first message of each field array under its field and non_field_errors[0] in the banner', () => {
    const result = registerFailure(
      httpError(400, {
        email: ['A user with this email already exists.', 'second'],
        password: ['This password is too common.'],
        password2: ["Password fields didn't match."],
        full_name: ['Too short.'],
        phone: ['Enter a valid phone number.'],
        gender: ['"X" is not a valid choice.'],
        country: ['Required.'],
        birthday: ['Bad date.'],
        accept_terms: ['Must accept.'],
        non_field_errors: ['Registration is closed.', 'other'],
      }),
    );
    expect(result).toEqual({
      errors: {
        // Messages the site knows (#38) become its own keys; the others stay the server's text.
        email: { key: 'serverMessages.emailTaken' },
        password: { key: 'serverMessages.passwordTooCommon' },
        confirmPassword: { text: "Password fields didn't match." },
        fullName: { text: 'Too short.' },
        phone: { text: 'Enter a valid phone number.' },
        gender: { text: '"X" is not a valid choice.' },
        country: { text: 'Required.' },
        birthDate: { text: 'Bad date.' },
        acceptTerms: { text: 'Must accept.' },
      },
      banner: { text: 'Registration is closed.' },
    });
  });

  it('field errors alone give no banner', () => {
    expect(registerFailure(httpError(400, { email: ['Taken.'] }))).toEqual({
      errors: { email: { text: 'Taken.' } },
      banner: null,
    });
  });

  it('a non-HTTP error shows the unexpected-error banner', () => {
    for (const kind of ['network', 'timeout', 'malformed'] as const) {
      expect(registerFailure(new ApiError(kind, 'x'))).toEqual({ errors: {}, banner: { key: 'register.errors.unexpected' } });
    }
    expect(registerFailure(new TypeError('x'))).toEqual({ errors: {}, banner: { key: 'register.errors.unexpected' } });
  });

  it('an HTTP error the form cannot place shows its detail, or the unexpected-error banner', () => {
    expect(registerFailure(httpError(503, { detail: 'Maintenance' }))).toEqual({ errors: {}, banner: { text: 'Maintenance' } });
    expect(registerFailure(httpError(500, '<html>'))).toEqual({ errors: {}, banner: { key: 'register.errors.unexpected' } });
  });
});

describe('register machine', () => {
  it('starts idle with empty values', () => {
    const { actor } = setup();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.values).toEqual(emptyRegisterValues);
  });

  it('an invalid submit stays idle with field errors, the first invalid field in form order, and no calls', () => {
    const { actor, checked, payloads, fill } = setup();
    fill({ ...valid, email: '', phone: '12' });
    actor.send({ type: 'register.submit' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('idle');
    expect(Object.keys(context.errors).sort()).toEqual(['email', 'phone']);
    expect(context.firstInvalid).toBe('email');
    expect(context.attempt).toBe(1);
    expect(checked).toHaveLength(0);
    expect(payloads).toHaveLength(0);
  });

  it('editing a field clears its error and the banner', async () => {
    const { actor, fill } = setup({ ok: false }, { error: httpError(400, { email: ['Taken.'], non_field_errors: ['Nope.'] }) });
    fill(valid);
    actor.send({ type: 'register.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.banner).toEqual({ text: 'Nope.' });
    actor.send({ type: 'register.change', field: 'phone', value: '912345679' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.banner).toBeNull();
    expect(actor.getSnapshot().context.errors.email).toEqual({ text: 'Taken.' });
    actor.send({ type: 'register.change', field: 'email', value: 'x@example.com' });
    expect(actor.getSnapshot().context.errors.email).toBeUndefined();
  });

  it('valid -> checkingBreach -> submitting -> succeeded with the §7 payload', async () => {
    const { actor, fill, checked, payloads, registered } = setup('pending' as never);
    fill(valid);
    actor.send({ type: 'register.submit' });
    expect(actor.getSnapshot().value).toBe('checkingBreach');
    expect(checked).toEqual(['Fresh!Pass9']);

    const ok = setup({ ok: false }, 'pending');
    ok.fill(valid);
    ok.actor.send({ type: 'register.submit' });
    await flush();
    expect(ok.actor.getSnapshot().value).toBe('submitting');
    expect(ok.payloads[0]).toEqual(buildRegisterPayload(valid));

    const done = setup();
    done.fill(valid);
    done.actor.send({ type: 'register.submit' });
    await flush();
    expect(done.actor.getSnapshot().value).toBe('succeeded');
    expect(done.registered).toHaveBeenCalledTimes(1);
    expect(registered).not.toHaveBeenCalled();
    expect(payloads).toHaveLength(0);
  });

  it('ignores edits and submits while checking and submitting', async () => {
    const { actor, fill, checked } = setup('pending');
    fill(valid);
    actor.send({ type: 'register.submit' });
    actor.send({ type: 'register.change', field: 'password', value: 'Other!Pass9' });
    actor.send({ type: 'register.submit' });
    expect(actor.getSnapshot().value).toBe('checkingBreach');
    expect(actor.getSnapshot().context.values.password).toBe('Fresh!Pass9');
    expect(checked).toHaveLength(1);
  });

  it('a breached password goes back to idle with the password error', async () => {
    const { actor, fill, payloads } = setup({ ok: true });
    fill(valid);
    actor.send({ type: 'register.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.errors).toEqual({ password: { key: 'register.errors.passwordBreached' } });
    expect(actor.getSnapshot().context.firstInvalid).toBe('password');
    expect(payloads).toHaveLength(0);
  });

  it('a failed breach check accepts the password', async () => {
    const { actor, fill, payloads } = setup({ error: new ApiError('network', 'x') });
    fill(valid);
    actor.send({ type: 'register.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(payloads).toHaveLength(1);
  });

  it('server field errors land under their fields and focus the first one', async () => {
    const { actor, fill } = setup(
      { ok: false },
      { error: httpError(400, { phone: ['Enter a valid phone number.'], password: ['Too common.'] }) },
    );
    fill(valid);
    actor.send({ type: 'register.submit' });
    await flush();
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('failed');
    expect(context.errors).toEqual({ phone: { text: 'Enter a valid phone number.' }, password: { text: 'Too common.' } });
    expect(context.firstInvalid).toBe('password');
    expect(context.banner).toBeNull();
  });

  it('a network failure shows the unexpected-error banner, which can be dismissed', async () => {
    const { actor, fill } = setup({ ok: false }, { error: new ApiError('network', 'x') });
    fill(valid);
    actor.send({ type: 'register.submit' });
    await flush();
    expect(actor.getSnapshot().context.banner).toEqual({ key: 'register.errors.unexpected' });
    actor.send({ type: 'register.dismissBanner' });
    expect(actor.getSnapshot().context.banner).toBeNull();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'register.submit' });
    expect(actor.getSnapshot().value).toBe('checkingBreach');
  });
});
