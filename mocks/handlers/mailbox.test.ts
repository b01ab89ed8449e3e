import { describe, expect, it } from 'vitest';
import { db } from '../db';

describe('mock mailbox endpoints', () => {
  it('GET lists the mailbox; POST clear empties it', async () => {
    await fetch('http://localhost/api/auth/password-reset/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com' }),
    });
    const list = (await (await fetch('http://localhost/__mock/mailbox')).json()) as { messages: unknown[] };
    expect(list.messages).toHaveLength(1);
    const cleared = await fetch('http://localhost/__mock/mailbox/clear', { method: 'POST' });
    expect(await cleared.json()).toEqual({ messages: [] });
    expect(db.state.mailbox).toEqual([]);
  });
});
