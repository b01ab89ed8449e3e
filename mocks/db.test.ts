import { afterEach, describe, expect, it, vi } from 'vitest';
import { capDb, db, DB_LIMIT, DEMO_USER, resetDb, type MockDbState, type MockUser } from './db';

const user = (n: number): MockUser => ({ ...DEMO_USER, id: `u-${n}`, email: `user${n}@example.com` });

function bloated(count: number): MockDbState {
  const range = Array.from({ length: count }, (_, i) => i + 1);
  return {
    users: [{ ...DEMO_USER }, ...range.map(user)],
    resetTokens: range.map((n) => ({ uid: `uid-${n}`, token: `t-${n}`, email: 'a@b.pt', expires: n, used: false })),
    // The mailbox is newest first.
    mailbox: range
      .slice()
      .reverse()
      .map((n) => ({ id: `mail-${n}`, to: 'a@b.pt', subject: 's', body: 'b', sent_at: '', read: false })),
    checkoutSessions: range.map((n) => ({ id: `cs-${n}`, lines: [], total: 0, status: 'open' as const, created_at: '' })),
    contactMessages: range.map((n) => ({ full_name: `N${n}`, email: 'a@b.pt', message: 'm', received_at: '' })),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetDb();
});

describe('mock db growth cap', () => {
  it(`keeps the newest ${DB_LIMIT} of every list, and always the demo account`, () => {
    expect(DB_LIMIT).toBe(50);
    const state = capDb(bloated(80));
    expect(state.users).toHaveLength(DB_LIMIT + 1);
    expect(state.users[0]).toMatchObject({ id: DEMO_USER.id, email: DEMO_USER.email });
    expect(state.users[1]!.id).toBe('u-31');
    expect(state.users.at(-1)!.id).toBe('u-80');
    expect(state.resetTokens.map((t) => t.token)).toEqual(Array.from({ length: 50 }, (_, i) => `t-${i + 31}`));
    expect(state.mailbox).toHaveLength(DB_LIMIT);
    expect(state.mailbox[0]!.id).toBe('mail-80');
    expect(state.mailbox.at(-1)!.id).toBe('mail-31');
    expect(state.checkoutSessions.map((s) => s.id).slice(0, 1)).toEqual(['cs-31']);
    expect(state.contactMessages.at(-1)!.full_name).toBe('N80');
    expect(state.contactMessages).toHaveLength(DB_LIMIT);
  });

  it('leaves lists within the limit untouched', () => {
    const small = bloated(DB_LIMIT);
    const copy = structuredClone(small);
    expect(capDb(small)).toEqual(copy);
  });

  it('every write is capped: 60 reset requests keep the newest 50 e-mails and tokens, and the newest link works', async () => {
    for (let i = 0; i < 60; i++) {
      await fetch('http://localhost/api/auth/password-reset/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: DEMO_USER.email }),
      });
    }
    expect(db.state.mailbox).toHaveLength(DB_LIMIT);
    expect(db.state.resetTokens).toHaveLength(DB_LIMIT);
    const newest = db.state.resetTokens.at(-1)!;
    expect(db.state.mailbox[0]!.link).toContain(encodeURIComponent(newest.token));
    const res = await fetch('http://localhost/api/auth/password-reset/validate-token/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ uid: newest.uid, token: newest.token }),
    });
    expect(res.ok).toBe(true);
  });

  it('a bloated database stored by an earlier version is capped when loaded', () => {
    const data = new Map([['mock-db:v1', JSON.stringify(bloated(120))]]);
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => data.get(key) ?? null,
        setItem: (key: string, value: string) => void data.set(key, value),
        removeItem: (key: string) => void data.delete(key),
      },
    });
    db.reload();
    expect(db.state.users).toHaveLength(DB_LIMIT + 1);
    expect(db.state.mailbox).toHaveLength(DB_LIMIT);
    expect(db.state.contactMessages).toHaveLength(DB_LIMIT);
    // The next write stores the capped state.
    db.update(() => {});
    const stored = JSON.parse(data.get('mock-db:v1')!) as MockDbState;
    expect(stored.checkoutSessions).toHaveLength(DB_LIMIT);
  });
});
