import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { fault } from '../../mocks/scenarios';
import { requestPasswordReset } from './auth';
import { fetchMockMailbox } from './mockMailbox';

describe('fetchMockMailbox (mock-only GET /__mock/mailbox)', () => {
  it('lists the sent reset e-mails, newest first, with a same-site link', async () => {
    await expect(fetchMockMailbox()).resolves.toEqual([]);
    await requestPasswordReset('demo@example.com');
    await requestPasswordReset('demo@example.com');
    const mails = await fetchMockMailbox();
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({
      to: 'demo@example.com',
      subject: 'Password reset',
      link: expect.stringMatching(/^\/reset-password\//),
    });
    expect(mails[0]!.sent_at >= mails[1]!.sent_at).toBe(true);
  });

  it('rejects malformed answers and failures', async () => {
    server.use(http.get('*/__mock/mailbox', () => HttpResponse.json({ messages: [{ id: 1 }] })));
    await expect(fetchMockMailbox()).rejects.toMatchObject({ kind: 'malformed' });
    server.use(fault('get', '/__mock/mailbox', 'network'));
    await expect(fetchMockMailbox()).rejects.toMatchObject({ kind: 'network' });
  });
});
