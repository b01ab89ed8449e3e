import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createActor } from 'xstate';
import { server } from '../../../mocks/node';
import { apiPath, fault } from '../../../mocks/scenarios';
import { db } from '../../../mocks/db';
import { registerMachine, type RegisterValues } from '@machines/auth';
import { validRegisterValues as valid } from '@machines/auth/register.machine.fixtures';
import { registerCalls } from './calls';

/** The machines with the feature's calls, as the pages run them. */
const registerWithApi = registerMachine.provide({ actors: registerCalls });

describe('register machine against the mock backend', () => {
  beforeEach(() => vi.useRealTimers());

  const run = async (values: RegisterValues) => {
    const actor = createActor(registerWithApi.provide({ actions: { logWarning: () => {} } }), { input: {} }).start();
    for (const [field, value] of Object.entries(values)) {
      if (field === 'acceptTerms') actor.send({ type: 'register.change', field, value: Boolean(value) });
      else actor.send({ type: 'register.change', field: field as 'email', value: String(value) });
    }
    actor.send({ type: 'register.submit' });
    await vi.waitFor(() => expect(['checkingBreach', 'submitting']).not.toContain(actor.getSnapshot().value), { timeout: 3000 });
    return actor;
  };

  it('registers a new user with the exact payload stored', async () => {
    const actor = await run({ ...valid, gender: 'F', birthDate: '1990-05-17' });
    expect(actor.getSnapshot().value).toBe('succeeded');
    db.reload();
    expect(db.state.users.find((u) => u.email === 'nova@example.com')).toMatchObject({
      full_name: 'Nova Pessoa',
      phone: '+351912345678',
      gender: 'F',
      country: 'PT',
      birthday: '1990-05-17',
    });
  });

  it('refuses a breached password (SHA-1 range lookup) before calling register', async () => {
    let registerCalled = false;
    server.use(
      http.post(apiPath('/api/auth/register/'), () => {
        registerCalled = true;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const actor = await run({ ...valid, password: 'Password123!', confirmPassword: 'Password123!' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.errors.password).toEqual({ key: 'register.errors.passwordBreached' });
    expect(registerCalled).toBe(false);
  });

  it('accepts the password when the breach service is down', async () => {
    server.use(fault('get', 'https://api.pwnedpasswords.com/range/:prefix', 'server'));
    const actor = await run(valid);
    expect(actor.getSnapshot().value).toBe('succeeded');
  });

  it('shows the duplicate e-mail under the email field', async () => {
    const actor = await run({ ...valid, email: 'demo@example.com' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.errors.email).toEqual({ key: 'serverMessages.emailTaken' });
  });
});
