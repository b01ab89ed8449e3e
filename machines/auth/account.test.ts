import { describe, expect, it } from 'vitest';
import { tokenSchema } from './account';

describe('the token answer (POST /api/auth/token/)', () => {
  it('takes both tokens when neither is empty', () => {
    expect(tokenSchema().safeParse({ access: 'a.b.c', refresh: 'd.e.f' })).toMatchObject({
      success: true,
      data: { access: 'a.b.c', refresh: 'd.e.f' },
    });
  });

  it('refuses an empty, missing or non-string token', () => {
    for (const body of [{ access: '', refresh: 'r' }, { access: 'a' }, { access: 1, refresh: 'r' }, null]) {
      expect(tokenSchema().safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });

  it('is made once, on first use (#33)', () => {
    expect(tokenSchema()).toBe(tokenSchema());
  });
});
