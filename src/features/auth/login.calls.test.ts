import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { server } from '../../../mocks/node';
import { fault } from '../../../mocks/scenarios';
import { loginCalls } from './calls';
import { loginMachine } from '@machines/auth';

/** The machines with the feature's calls, as the pages run them. */
const loginWithApi = loginMachine.provide({ actors: loginCalls });

describe('login machine against the mock backend', () => {
  beforeEach(() => vi.useRealTimers());

  const run = async (email: string, password: string) => {
    const loginSucceeded = vi.fn();
    const actor = createActor(loginWithApi.provide({ actions: { loginSucceeded: (_, t) => loginSucceeded(t) } })).start();
    actor.send({ type: 'login.change', field: 'email', value: email });
    actor.send({ type: 'login.change', field: 'password', value: password });
    actor.send({ type: 'login.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).not.toBe('connecting'));
    return { actor, loginSucceeded };
  };

  it('logs the demo account in', async () => {
    const { actor, loginSucceeded } = await run('demo@example.com', 'Demo!2345');
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(loginSucceeded.mock.calls[0]?.[0]).toMatchObject({ access: expect.any(String), refresh: expect.any(String) });
  });

  it('shows the 401 detail for a wrong password', async () => {
    const { actor } = await run('demo@example.com', 'Wrong!2345');
    expect(actor.getSnapshot().context.errors.email).toEqual({ key: 'serverMessages.noAccount' });
  });

  it('falls back for a malformed 200 answer', async () => {
    server.use(fault('post', '/api/auth/token/', 'malformed'));
    const malformed = await run('demo@example.com', 'Demo!2345');
    expect(malformed.actor.getSnapshot().context.errors.email).toEqual({ key: 'login.errors.failed' });
  });
});
