import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { signToken } from '../../../mocks/jwt';
import { server } from '../../../mocks/node';
import { fault } from '../../../mocks/scenarios';
import { profilePageCalls } from './calls';
import { profilePageMachine } from '@machines/auth';

/** The machines with the feature's calls, as the pages run them. */
const profilePageWithApi = profilePageMachine.provide({ actors: profilePageCalls });

describe('profile page machine against the mock backend', () => {
  beforeEach(() => vi.useRealTimers());

  const run = async (token: string) => {
    const clearAccessToken = vi.fn();
    const actor = createActor(profilePageWithApi.provide({ actions: { clearAccessToken } }), { input: { token } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).not.toBe('loading'));
    return { actor, clearAccessToken };
  };

  it('loads the demo profile', async () => {
    const token = signToken({ user_id: 'u-demo', email: 'demo@example.com', token_type: 'access' }, 600);
    const { actor } = await run(token);
    expect(actor.getSnapshot().context.profile).toMatchObject({ full_name: 'Ana Demo', birth_date: '1990-05-17', country: 'PT' });
  });

  it('an expired token is a 401', async () => {
    const token = signToken({ user_id: 'u-demo', email: 'demo@example.com', token_type: 'access' }, -10);
    const { actor, clearAccessToken } = await run(token);
    expect(actor.getSnapshot().value).toBe('unauthorized');
    expect(clearAccessToken).toHaveBeenCalled();
  });

  it('a malformed answer is an error', async () => {
    server.use(fault('get', '/api/users/profile/', 'malformed'));
    const { actor } = await run('whatever');
    expect(actor.getSnapshot().value).toBe('error');
  });
});
