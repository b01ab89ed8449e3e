import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { requestPasswordReset } from '@/api/auth';
import { server } from '../../../mocks/node';
import { fault } from '../../../mocks/scenarios';
import { db } from '../../../mocks/db';
import { resetPasswordCalls } from './calls';
import { resetPasswordMachine } from '@machines/auth';

/** The machines with the feature's calls, as the pages run them. */
const resetPasswordWithApi = resetPasswordMachine.provide({ actors: resetPasswordCalls });

describe('reset machine against the mock backend', () => {
  beforeEach(() => vi.useRealTimers());

  async function mailedLink() {
    await requestPasswordReset('demo@example.com');
    const link = db.state.mailbox[0]?.link ?? '';
    const [, , uid = '', token = ''] = link.split('/');
    return { uid: decodeURIComponent(uid), token: decodeURIComponent(token) };
  }

  async function runReset(params: { uid: string; token: string }, password = 'Brand!New77') {
    const redirectToLogin = vi.fn();
    const actor = createActor(resetPasswordWithApi.provide({ actions: { redirectToLogin } }), { input: params }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).not.toBe('checking'));
    if (actor.getSnapshot().matches('valid')) {
      actor.send({ type: 'reset.change', field: 'password', value: password });
      actor.send({ type: 'reset.change', field: 'confirmPassword', value: password });
      actor.send({ type: 'reset.submit' });
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ valid: 'submitting' })).toBe(false));
    }
    return actor;
  }

  it('a mailed link works once: the password changes and the link is then invalid', async () => {
    const params = await mailedLink();
    const first = await runReset(params);
    expect(first.getSnapshot().value).toEqual({ valid: 'success' });
    expect(db.state.users.find((u) => u.email === 'demo@example.com')?.password).toBe('Brand!New77');
    const second = await runReset(params);
    expect(second.getSnapshot().value).toBe('invalid');
  });

  it('an expired link is invalid', async () => {
    const params = await mailedLink();
    db.update((d) => {
      for (const t of d.resetTokens) t.expires = Date.now() - 1;
    });
    expect((await runReset(params)).getSnapshot().value).toBe('invalid');
  });

  it('an unknown link is invalid; a network failure of the check is a validation error', async () => {
    expect((await runReset({ uid: 'nope', token: 'nope' })).getSnapshot().value).toBe('invalid');
    server.use(fault('post', '/api/auth/password-reset/validate-token/', 'network'));
    expect((await runReset({ uid: 'nope', token: 'nope' })).getSnapshot().value).toBe('validationFailed');
  });

  it('the server refuses a too common password: its sentence once, under the password field', async () => {
    const params = await mailedLink();
    const actor = await runReset(params, 'Password123!');
    const { failure, errors } = actor.getSnapshot().context;
    expect(errors.password).toEqual({ key: 'serverMessages.passwordTooCommon' });
    expect(failure).toBeNull();
  });
});
