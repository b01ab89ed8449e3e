import { describe, expect, it } from 'vitest';
import { messageText, serverMessage } from '@machines/shared';
import { DEMO_USER, db } from '../db';
import { MOCK_MESSAGES, mockLanguage, say } from './messages';

/** The mock backend answers in the language the call asks for (Accept-Language), English by default. */

const post = (path: string, body: unknown, language?: string) =>
  fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(language ? { 'Accept-Language': language } : {}) },
    body: JSON.stringify(body),
  });

const newAccount = {
  email: DEMO_USER.email,
  full_name: 'Ana Silva',
  phone: '+351912345678',
  password: 'short',
  password2: 'short',
  accept_terms: true,
  gender: null,
  country: '',
  birthday: null,
};

describe('the mock backend speaks the language asked for (#38)', () => {
  it('reads Accept-Language as Django does: first supported language by quality, English otherwise', () => {
    expect(mockLanguage('pt-PT')).toBe('pt');
    expect(mockLanguage('pt-BR,pt;q=0.9')).toBe('pt');
    expect(mockLanguage('en')).toBe('en');
    expect(mockLanguage('en-GB,en;q=0.9,pt;q=0.8')).toBe('en');
    expect(mockLanguage('fr-FR,pt;q=0.8,en;q=0.5')).toBe('pt');
    expect(mockLanguage('en;q=0.4, pt-PT;q=0.9')).toBe('pt');
    expect(mockLanguage('pt;q=0, en')).toBe('en');
    expect(mockLanguage('fr, de')).toBe('en');
    expect(mockLanguage('')).toBe('en');
    expect(mockLanguage(null)).toBe('en');
  });

  it('login: the refusal in Portuguese or English, English without the header', async () => {
    const wrong = { email: DEMO_USER.email, password: 'Wrong!2345' };
    expect(await (await post('/api/auth/token/', wrong, 'pt-PT')).json()).toEqual({
      detail: 'Não foi encontrada nenhuma conta ativa com estas credenciais.',
    });
    expect(await (await post('/api/auth/token/', wrong, 'en')).json()).toEqual({
      detail: 'No active account found with the given credentials',
    });
    expect(await (await post('/api/auth/token/', wrong)).json()).toEqual({
      detail: 'No active account found with the given credentials',
    });
  });

  it('register: every field message in the language asked for', async () => {
    const pt = await post('/api/auth/register/', newAccount, 'pt-PT');
    expect(pt.status).toBe(400);
    expect(await pt.json()).toEqual({
      email: ['Já existe um utilizador com este e-mail.'],
      country: ['Este campo é obrigatório.'],
      password: ['Esta senha é demasiado curta. Deve ter pelo menos 8 caracteres.'],
    });
    const en = await post('/api/auth/register/', { ...newAccount, password: 'password', password2: 'x' }, 'en');
    expect(await en.json()).toEqual({
      email: ['A user with this email already exists.'],
      country: ['This field is required.'],
      password: ['This password is too common.'],
      password2: ["Password fields didn't match."],
    });
  });

  it('reset: the link refusal, the confirm refusal and the e-mail in the language asked for', async () => {
    const invalid = await post('/api/auth/password-reset/validate-token/', { uid: 'u', token: 't' }, 'pt-PT');
    expect(await invalid.json()).toEqual({ detail: 'O token é inválido ou expirou.' });
    await post('/api/auth/password-reset/', { email: DEMO_USER.email }, 'pt-PT');
    expect(db.state.mailbox[0]).toMatchObject({ subject: 'Redefinição da senha' });
    const { uid, token } = db.state.resetTokens[0]!;
    const common = await post('/api/auth/password-reset/confirm/', { uid, token, new_password: 'Password123!' }, 'pt-PT');
    expect(await common.json()).toEqual({
      detail: 'Esta senha é demasiado comum.',
      new_password: ['Esta senha é demasiado comum.'],
    });
  });

  it('contact and payment: their errors in the language asked for', async () => {
    const contact = await post('/api/send_contact_email/', { full_name: 'Ana', email: '', message: 'x' }, 'pt-PT');
    expect(await contact.json()).toEqual({ error: 'Faltam campos obrigatórios' });
    const line = { type: 'book', id: 999, title: 'x', price: 100, quantity: 1 };
    const payment = await post('/payment/', { cartItems: [line] }, 'pt-PT');
    expect(await payment.json()).toEqual({ error: 'O livro 999 não existe.' });
    const english = await post('/payment/', { cartItems: [line] }, 'en');
    expect(await english.json()).toEqual({ error: 'Unknown book 999.' });
  });

  it('every message has both languages, and the placeholders of one are those of the other', () => {
    for (const [name, texts] of Object.entries(MOCK_MESSAGES)) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(texts.pt, name).not.toBe('');
      expect(names(texts.pt), name).toEqual(names(texts.en));
    }
    expect(say('pt', 'bookStockLeft', { stock: 2, id: 3 })).toBe('Restam apenas 2 exemplares do livro 3.');
  });

  it('the site recognises the messages it knows in both of the mock languages', () => {
    const t = (key: string, values?: Record<string, string | number>) => (values ? `${key} ${JSON.stringify(values)}` : key);
    const known = {
      noActiveAccount: 'serverMessages.noAccount',
      emailTaken: 'serverMessages.emailTaken',
      required: 'serverMessages.required',
      passwordTooCommon: 'serverMessages.passwordTooCommon',
    } as const;
    for (const lang of ['pt', 'en'] as const) {
      for (const [message, key] of Object.entries(known)) {
        expect(messageText(t, serverMessage(say(lang, message as keyof typeof known))), `${lang} ${message}`).toBe(key);
      }
      expect(messageText(t, serverMessage(say(lang, 'passwordTooShort', { min: 10 })))).toBe(
        'serverMessages.passwordTooShort {"min":10}',
      );
    }
  });
});
