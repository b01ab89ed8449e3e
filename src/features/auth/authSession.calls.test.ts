import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { signToken } from '../../../mocks/jwt';
import { authSessionWithApi } from './calls';

describe('auth session machine against the mock backend', () => {
  it('loads the profile of a valid session and shows its name', async () => {
    const access = signToken({ user_id: 'u-demo', email: 'demo@example.com', token_type: 'access' }, 3600);
    const actor = createActor(authSessionWithApi, { input: { readAccessToken: () => access } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ loggedIn: 'profileLoaded' }));
    expect(actor.getSnapshot().context.userName).toBe('Ana Demo');
    actor.stop();
  });
});
