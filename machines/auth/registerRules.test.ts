import { describe, expect, it } from 'vitest';
import { ApiError } from '../shared/apiError';
import {
  buildRegisterPayload,
  emptyRegisterValues,
  registerFailure,
  validateRegister,
  type RegisterValues,
} from './registerRules';
import { validRegisterValues as valid } from './register.machine.fixtures';

const NOW = new Date(2025, 3, 2, 12, 0, 0).getTime();
const httpError = (status: number, body: unknown) => new ApiError('http', `HTTP ${status}`, { status, body });

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
        // Messages the site knows become its own keys; the others stay the server's text.
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
