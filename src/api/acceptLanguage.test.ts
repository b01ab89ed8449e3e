import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import {
  backendLanguage,
  confirmPasswordReset,
  createCheckout,
  fetchProfile,
  isPasswordBreached,
  obtainToken,
  register,
  requestPasswordReset,
  sendContactEmail,
  validateResetToken,
} from './index';
import type { RegisterPayload } from '@machines/auth';
import { cancelMockCheckout, getMockCheckout, payMockCheckout } from './mockCheckout';
import { fetchMockMailbox } from './mockMailbox';

/**
 * Every backend call says which language the page is in (Accept-Language: pt-PT or en, from i18next's
 * active language at the time of the call, not the browser's); the breach lookup, a third party, does not.
 */

const payload: RegisterPayload = {
  email: 'nova@example.com',
  full_name: 'Nova Pessoa',
  phone: '+351912345678',
  password: 'Fresh!Pass9',
  password2: 'Fresh!Pass9',
  accept_terms: true,
  gender: null,
  country: 'PT',
  birthday: null,
};

/** Every call of src/api to the backend (product §7, and the demo's mock-only endpoints). */
const BACKEND_CALLS: [string, () => Promise<unknown>][] = [
  ['token', () => obtainToken({ email: 'demo@example.com', password: 'Wrong!2345' })],
  ['register', () => register(payload)],
  ['reset request', () => requestPasswordReset('demo@example.com')],
  ['validate token', () => validateResetToken('u', 't')],
  ['reset confirm', () => confirmPasswordReset({ uid: 'u', token: 't', new_password: 'Brand!New77' })],
  ['contact', () => sendContactEmail({ full_name: 'Ana', email: 'ana@example.com', message: 'Olá' })],
  ['payment', () => createCheckout([{ type: 'book', id: 1, title: 'x', price: 1, quantity: 1 }], 'pt')],
  ['profile', () => fetchProfile('not-a-token')],
  ['mock checkout', () => getMockCheckout('cs-none')],
  ['mock pay', () => payMockCheckout('cs-none')],
  ['mock cancel', () => cancelMockCheckout('cs-none')],
  ['mock mailbox', () => fetchMockMailbox()],
];

type Language = { language?: string; resolvedLanguage?: string };
const i18n = i18next as unknown as Language;
const saved: Language = {};

/** i18next's active language as the app's i18n holds it after init or a language switch. */
function pageLanguage(lng: string | undefined) {
  i18n.language = lng;
  i18n.resolvedLanguage = lng;
}

/** The Accept-Language of each request made by `run`, by path. */
async function headersOf(run: () => Promise<unknown>): Promise<Map<string, string | null>> {
  const seen = new Map<string, string | null>();
  const listener = ({ request }: { request: Request }) =>
    void seen.set(new URL(request.url).pathname, request.headers.get('Accept-Language'));
  server.events.on('request:start', listener);
  try {
    await run().catch(() => undefined);
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return seen;
}

beforeEach(() => {
  saved.language = i18n.language;
  saved.resolvedLanguage = i18n.resolvedLanguage;
});
afterEach(() => pageLanguage(saved.language));

describe('Accept-Language on backend calls (#38)', () => {
  it.each(BACKEND_CALLS)('%s asks for the page language, and follows a language switch', async (_name, call) => {
    pageLanguage('pt');
    const inPortuguese = [...(await headersOf(call)).values()];
    expect(inPortuguese.length).toBeGreaterThan(0);
    expect(inPortuguese.every((value) => value === 'pt-PT')).toBe(true);

    pageLanguage('en');
    const inEnglish = [...(await headersOf(call)).values()];
    expect(inEnglish.length).toBeGreaterThan(0);
    expect(inEnglish.every((value) => value === 'en')).toBe(true);
  });

  it('the mock backend answers in that language', async () => {
    pageLanguage('pt');
    await expect(obtainToken({ email: 'demo@example.com', password: 'Wrong!2345' })).rejects.toMatchObject({
      status: 401,
      body: { detail: 'Não foi encontrada nenhuma conta ativa com estas credenciais.' },
    });
    pageLanguage('en');
    await expect(obtainToken({ email: 'demo@example.com', password: 'Wrong!2345' })).rejects.toMatchObject({
      body: { detail: 'No active account found with the given credentials' },
    });
  });

  it('the breach lookup (a third party) is sent without the page language', async () => {
    pageLanguage('pt');
    const seen = await headersOf(() => isPasswordBreached('Fresh!Pass9'));
    expect(seen.size).toBe(1);
    expect([...seen.values()][0]).not.toBe('pt-PT');
  });

  it('maps the active language to the tags the backend is asked for', () => {
    expect(backendLanguage({ resolvedLanguage: 'pt', language: 'pt-PT' })).toBe('pt-PT');
    expect(backendLanguage({ resolvedLanguage: 'en', language: 'en-GB' })).toBe('en');
    expect(backendLanguage({ language: 'en-US' })).toBe('en');
    // No language yet (i18next not started): no header of the site's; the platform's own applies.
    expect(backendLanguage({})).toBeUndefined();
  });
});
