import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { server } from '../../../mocks/node';
import { fault } from '../../../mocks/scenarios';
import { db } from '../../../mocks/db';
import { recoveryCalls } from './calls';
import { recoveryMachine } from '@machines/auth';

/** The machines with the feature's calls, as the pages run them. */
const recoveryWithApi = recoveryMachine.provide({ actors: recoveryCalls });

describe('recovery machine against the mock backend', () => {
  beforeEach(() => vi.useRealTimers());

  const run = async (email: string) => {
    const actor = createActor(recoveryWithApi).start();
    actor.send({ type: 'recovery.change', value: email });
    actor.send({ type: 'recovery.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).not.toBe('sending'));
    return actor;
  };

  it('puts a reset e-mail for a known address in the mailbox', async () => {
    const actor = await run('demo@example.com');
    expect(actor.getSnapshot().value).toBe('success');
    expect(db.state.mailbox[0]).toMatchObject({
      to: 'demo@example.com',
      link: expect.stringMatching(/^\/reset-password\/[^/]+\/[^/]+$/),
    });
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const actor = await run('nobody@example.com');
    expect(actor.getSnapshot().value).toBe('success');
    expect(db.state.mailbox).toHaveLength(0);
  });

  it('success even on a 500; error on a network failure', async () => {
    server.use(fault('post', '/api/auth/password-reset/', 'server'));
    expect((await run('demo@example.com')).getSnapshot().value).toBe('success');
    server.use(fault('post', '/api/auth/password-reset/', 'network'));
    expect((await run('demo@example.com')).getSnapshot().value).toBe('error');
  });
});
