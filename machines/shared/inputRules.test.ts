import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { INPUT_MAX_LENGTH, PHONE_PATTERN, TOO_LONG_KEY, clampInput, isEmailAddress, phoneDigits } from './inputRules';
import { contactFormMachine, validateHome, validatePage } from '../contact/contactForm.machine';
import { loginMachine, validateLogin } from '../auth/login.machine';
import { recoveryMachine, validateRecoveryEmail } from '../auth/recovery.machine';
import { registerMachine } from '../auth/register.machine';
import { validateRegister, type RegisterValues } from '../auth/registerRules';
import { resetPasswordMachine, validateReset } from '../auth/resetPassword.machine';
import { passwordChecks, passwordStrength } from '../auth/passwordStrength';
import type { RegisterPayload } from '../auth/account';
import { matchesSearch } from '../content/publications';
import { filterBooks } from '../home/booksShop.machine';

const N = 100_000;
/** Inputs shaped to make a backtracking pattern try every split: long runs of what it accepts, then a refusal. */
const HOSTILE = [
  'a@' + '.'.repeat(N) + '@',
  'a@' + 'a.'.repeat(N / 2) + ' ',
  '@'.repeat(N),
  'a'.repeat(N),
  '.'.repeat(N) + '@x',
  'a@b' + '.'.repeat(N),
  '+' + '1 '.repeat(N / 2) + 'x',
  '-'.repeat(N) + 'a',
  '1'.repeat(N),
  'aA1!'.repeat(N / 4) + '\u0000',
  ' '.repeat(N) + 'x',
];

/**
 * Milliseconds of CPU that `run` takes on the slowest hostile input (after one warm-up call). CPU time, not the
 * clock's: the other steps of `npm test` share the two cores, and a test process waiting for one is not working.
 */
function slowest(run: (input: string) => unknown): number {
  run('warm@up.pt');
  let worst = 0;
  for (const input of HOSTILE) {
    // The best of three: a garbage collection can stretch one run; a pattern that backtracks is slow every time
    // (seconds at this length).
    let best = Infinity;
    for (let i = 0; i < 3; i += 1) {
      const start = process.cpuUsage();
      run(input);
      const { user, system } = process.cpuUsage(start);
      best = Math.min(best, (user + system) / 1000);
    }
    worst = Math.max(worst, best);
  }
  return worst;
}

const registerValues = (text: string): RegisterValues => ({
  email: text,
  fullName: text,
  phone: text,
  gender: '',
  country: 'PT',
  birthDate: text,
  password: text,
  confirmPassword: text,
  acceptTerms: true,
});

describe('input rules (#34)', () => {
  it('checks the e-mail format of product §5, as the old pattern did', () => {
    for (const good of ['ana@example.com', 'a.b+c@x.co.uk', 'ana@ex.pt', 'a@b.c']) expect(isEmailAddress(good)).toBe(true);
    for (const bad of ['ana@example', 'ana example@x.pt', '@x.pt', 'ana@.pt', 'ana@x.', 'a@b@c.pt', 'ana@x .pt', '', 'ana']) {
      expect(isEmailAddress(bad)).toBe(false);
    }
  });

  it('cuts a value to its maximum and tells', () => {
    expect(clampInput('abcdef', 4)).toEqual({ value: 'abcd', cut: true });
    expect(clampInput('abcd', 4)).toEqual({ value: 'abcd', cut: false });
    expect(INPUT_MAX_LENGTH).toEqual({ email: 254, name: 150, phone: 30, password: 128, message: 5000 });
  });

  // Each format check and each form's validation, fed 100,000 characters: linear time, its CPU well under the bound below.
  const checks: Record<string, (input: string) => unknown> = {
    isEmailAddress,
    PHONE_PATTERN: (input) => PHONE_PATTERN.test(input),
    phoneDigits,
    passwordChecks,
    passwordStrength,
    validateLogin: (input) => validateLogin({ email: input, password: input }),
    validateRecoveryEmail,
    validateReset: (input) => validateReset({ password: input, confirmPassword: input }),
    validateRegister: (input) => validateRegister(registerValues(input), Date.now()),
    validateHome: (input) => validateHome({ name: input, email: input, subject: 'duvida', message: input }),
    validatePage: (input) => validatePage({ name: input, email: input, subject: '', message: input }),
    // The two search boxes (publications, the home books shop) match what is typed against the titles.
    matchesSearch: (input) => matchesSearch({ type: 'artigo', title: input, description: input, author: input }, input),
    filterBooks: (input) => filterBooks([{ category: 'ebook', title: input }], input, 'all'),
  };
  for (const [name, check] of Object.entries(checks)) {
    it(`${name} runs in linear time on 100,000 characters (under 50 ms of CPU)`, () => {
      expect(slowest(check)).toBeLessThan(50);
    });
  }
});

describe('every form machine cuts a pasted or scripted value and says so (#34)', () => {
  const paste = 'a'.repeat(50_000) + '@example.com';

  it('login: e-mail 254, password 128', () => {
    const actor = createActor(loginMachine).start();
    actor.send({ type: 'login.change', field: 'email', value: paste });
    actor.send({ type: 'login.change', field: 'password', value: paste });
    const { values, errors } = actor.getSnapshot().context;
    expect(values.email).toHaveLength(254);
    expect(values.password).toHaveLength(128);
    expect(errors.email).toEqual({ key: TOO_LONG_KEY, values: { max: 254 } });
    expect(errors.password).toEqual({ key: TOO_LONG_KEY, values: { max: 128 } });
    // The next edit within bounds clears the message.
    actor.send({ type: 'login.change', field: 'email', value: 'ana@example.com' });
    expect(actor.getSnapshot().context.errors.email).toBeUndefined();
  });

  it('recovery: e-mail 254', () => {
    const actor = createActor(recoveryMachine).start();
    actor.send({ type: 'recovery.change', value: paste });
    expect(actor.getSnapshot().context.email).toHaveLength(254);
    expect(actor.getSnapshot().context.error).toEqual({ key: TOO_LONG_KEY, values: { max: 254 } });
  });

  it('register: e-mail 254, name 150, phone 30 characters (at most 20 digits), passwords 128', () => {
    const logic = registerMachine.provide({
      actors: { checkBreach: fromPromise(async () => false), register: fromPromise<unknown, RegisterPayload>(async () => ({})) },
    });
    const actor = createActor(logic, { input: {} }).start();
    for (const field of ['email', 'fullName', 'phone', 'password', 'confirmPassword'] as const) {
      actor.send({ type: 'register.change', field, value: paste });
    }
    const { values, errors } = actor.getSnapshot().context;
    expect([values.email.length, values.fullName.length, values.phone.length, values.password.length]).toEqual([
      254, 150, 30, 128,
    ]);
    expect(values.confirmPassword).toHaveLength(128);
    expect(errors.fullName).toEqual({ key: TOO_LONG_KEY, values: { max: 150 } });
    actor.send({ type: 'register.change', field: 'phone', value: '+351 ' + '9'.repeat(21) });
    actor.send({ type: 'register.submit' });
    expect(actor.getSnapshot().context.errors.phone).toEqual({ key: 'register.errors.phoneMaxDigits', values: { max: 20 } });
  });

  it('reset: passwords 128', async () => {
    const logic = resetPasswordMachine.provide({
      actors: { validateToken: fromPromise<unknown, { uid: string; token: string }>(async () => ({})) },
    });
    const actor = createActor(logic, { input: { uid: 'u', token: 't' } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('valid')).toBe(true));
    actor.send({ type: 'reset.change', field: 'password', value: paste });
    actor.send({ type: 'reset.change', field: 'confirmPassword', value: paste });
    const { values, errors } = actor.getSnapshot().context;
    expect([values.password.length, values.confirmPassword.length]).toEqual([128, 128]);
    expect(errors.password).toEqual({ key: TOO_LONG_KEY, values: { max: 128 } });
  });

  it('contact: e-mail 254, name 150, message 5,000, with the message under the field (home) or above the form (page)', () => {
    const home = createActor(contactFormMachine, { input: { variant: 'home' } }).start();
    home.send({ type: 'form.change', field: 'email', value: paste });
    home.send({ type: 'form.change', field: 'name', value: paste });
    home.send({ type: 'form.change', field: 'message', value: paste });
    const { values, errors } = home.getSnapshot().context;
    expect([values.email.length, values.name.length, values.message.length]).toEqual([254, 150, 5000]);
    expect(errors.email).toBe('contactForm.errors.tooLong');
    const page = createActor(contactFormMachine, { input: { variant: 'page' } }).start();
    page.send({ type: 'form.change', field: 'email', value: paste });
    expect(page.getSnapshot().context.values.email).toHaveLength(254);
    expect(page.getSnapshot().context.formError).toBe('contactForm.errors.tooLong');
  });
});
