import { describe, expect, it } from 'vitest';
import { keyMessage, messageText, textMessage } from './accountMessages';

const t = (key: string, values?: Record<string, string | number>) => (values ? `${key}:${JSON.stringify(values)}` : `t(${key})`);

describe('account messages', () => {
  it('translates keys, with their values', () => {
    expect(messageText(t, keyMessage('login.errors.fallback'))).toBe('t(login.errors.fallback)');
    expect(messageText(t, keyMessage('register.errors.min', { min: 8 }))).toBe('register.errors.min:{"min":8}');
  });

  it("keeps the server's own text verbatim, never as a key", () => {
    expect(messageText(t, textMessage('No active account found'))).toBe('No active account found');
    expect(messageText(t, textMessage('<b>x</b>'))).toBe('<b>x</b>');
  });

  it('has no text for no message', () => {
    expect(messageText(t, null)).toBeUndefined();
    expect(messageText(t, undefined)).toBeUndefined();
  });
});
