import { describe, expect, it } from 'vitest';
import { keyMessage, messageText, serverMessage, serverMessageKeys, textMessage, type AccountMessage } from './accountMessages';

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

describe('server messages the site knows (#38)', () => {
  it('gives its own key for the known messages, in English or Portuguese (European or Brazilian)', () => {
    const cases: [string, AccountMessage][] = [
      ['No active account found with the given credentials', { key: serverMessageKeys.noAccount }],
      ['Não foi encontrada nenhuma conta ativa com estas credenciais.', { key: serverMessageKeys.noAccount }],
      ['Nenhuma conta ativa encontrada com as credenciais fornecidas', { key: serverMessageKeys.noAccount }],
      ['A user with this email already exists.', { key: serverMessageKeys.emailTaken }],
      ['user with this email address already exists.', { key: serverMessageKeys.emailTaken }],
      ['Já existe um utilizador com este e-mail.', { key: serverMessageKeys.emailTaken }],
      ['This field is required.', { key: serverMessageKeys.required }],
      ['Este campo é obrigatório.', { key: serverMessageKeys.required }],
      [
        'This password is too short. It must contain at least 10 characters.',
        { key: serverMessageKeys.passwordTooShort, values: { min: 10 } },
      ],
      [
        'Esta palavra-passe é demasiado curta. Deve conter pelo menos 8 caracteres.',
        { key: serverMessageKeys.passwordTooShort, values: { min: 8 } },
      ],
      ['Esta senha é muito curta.', { key: serverMessageKeys.passwordTooShort, values: { min: 8 } }],
      ['This password is too common.', { key: serverMessageKeys.passwordTooCommon }],
      ['Esta senha é demasiado comum.', { key: serverMessageKeys.passwordTooCommon }],
    ];
    for (const [text, message] of cases) expect(serverMessage(text), text).toEqual(message);
  });

  it("keeps every other message as the server's text", () => {
    for (const text of ['Enter a valid phone number.', 'This password is entirely numeric.', 'Registrations are paused.', ''])
      expect(serverMessage(text)).toEqual({ text });
  });
});
