import { http, HttpResponse } from 'msw';
import { db, newId, type MockUser } from '../db';
import { signToken, verifyToken } from '../jwt';
import { apiPath, networkDelay } from '../scenarios';
import { BREACHED_PASSWORDS } from './breach';
import { mockLanguage, say, type MockLanguage } from './messages';

export const ACCESS_TTL_SECONDS = 60 * 60;
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;
export const RESET_TTL_MS = 60 * 60 * 1000;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const GENDERS = new Set(['M', 'F', 'O', 'PNS']);

async function readJson(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body = (await request.json()) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function issueTokens(user: MockUser) {
  const claims = { user_id: user.id, email: user.email, full_name: user.full_name };
  return {
    access: signToken({ ...claims, token_type: 'access' }, ACCESS_TTL_SECONDS),
    refresh: signToken({ ...claims, token_type: 'refresh' }, REFRESH_TTL_SECONDS),
  };
}

function findUser(email: string): MockUser | undefined {
  db.reload();
  return db.state.users.find((u) => u.email.toLowerCase() === email.trim().toLowerCase());
}

export function userFromAuthorization(request: Request): MockUser | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/.exec(header);
  if (!match?.[1]) return null;
  const claims = verifyToken(match[1]);
  if (!claims || claims.token_type !== 'access') return null;
  db.reload();
  return db.state.users.find((u) => u.id === claims.user_id) ?? null;
}

/** Django's default password validators, as a real account service would answer (in `lang`, English by default). */
export function validatePassword(
  password: string,
  user?: { email?: string; full_name?: string },
  lang: MockLanguage = 'en',
): string[] {
  const errors: string[] = [];
  if (!password) return [say(lang, 'required')];
  if (password.length < 8) errors.push(say(lang, 'passwordTooShort', { min: 8 }));
  if (BREACHED_PASSWORDS.some((p) => p.toLowerCase() === password.toLowerCase())) errors.push(say(lang, 'passwordTooCommon'));
  if (/^\d+$/.test(password)) errors.push(say(lang, 'passwordNumeric'));
  const local = user?.email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 3 && password.toLowerCase().includes(local)) errors.push(say(lang, 'passwordTooSimilar'));
  return errors;
}

export const authHandlers = [
  http.post(apiPath('/api/auth/token/'), async ({ request }) => {
    await networkDelay();
    const lang = mockLanguage(request);
    const body = await readJson(request);
    if (!body) return HttpResponse.json({ detail: say(lang, 'jsonParseError') }, { status: 400 });
    const email = str(body.email);
    const password = str(body.password);
    const errors: Record<string, string[]> = {};
    if (!email) errors.email = [say(lang, 'required')];
    if (!password) errors.password = [say(lang, 'required')];
    if (Object.keys(errors).length) return HttpResponse.json(errors, { status: 400 });
    const user = findUser(email);
    if (!user || user.password !== password) {
      return HttpResponse.json({ detail: say(lang, 'noActiveAccount') }, { status: 401 });
    }
    return HttpResponse.json(issueTokens(user));
  }),

  http.post(apiPath('/api/auth/register/'), async ({ request }) => {
    await networkDelay(600);
    const lang = mockLanguage(request);
    const body = await readJson(request);
    if (!body) return HttpResponse.json({ non_field_errors: [say(lang, 'invalidRequestBody')] }, { status: 400 });
    const errors: Record<string, string[]> = {};
    const email = str(body.email).trim();
    const fullName = str(body.full_name).trim();
    const phone = str(body.phone).trim();
    const password = str(body.password);
    const password2 = str(body.password2);
    const country = str(body.country).trim();
    const gender = body.gender;
    const birthday = body.birthday;

    if (!email) errors.email = [say(lang, 'required')];
    else if (!EMAIL_RE.test(email)) errors.email = [say(lang, 'emailInvalid')];
    else if (findUser(email)) errors.email = [say(lang, 'emailTaken')];
    if (fullName.length < 2) errors.full_name = [say(lang, 'fullNameMin')];
    if (!/^\+\d{8,15}$/.test(phone)) errors.phone = [say(lang, 'phoneInvalid')];
    if (!country) errors.country = [say(lang, 'required')];
    const pwErrors = validatePassword(password, { email, full_name: fullName }, lang);
    if (pwErrors.length) errors.password = pwErrors;
    if (!password2) errors.password2 = [say(lang, 'required')];
    else if (password !== password2) errors.password2 = [say(lang, 'passwordMismatch')];
    if (body.accept_terms !== true) errors.accept_terms = [say(lang, 'termsRequired')];
    if (gender !== null && gender !== undefined && !GENDERS.has(str(gender)))
      errors.gender = [say(lang, 'invalidChoice', { value: str(gender) })];
    if (birthday !== null && birthday !== undefined) {
      const date = new Date(str(birthday));
      if (Number.isNaN(date.getTime())) errors.birthday = [say(lang, 'birthdayFormat')];
      else if (date.getTime() > Date.now()) errors.birthday = [say(lang, 'birthdayFuture')];
    }
    if (Object.keys(errors).length) return HttpResponse.json(errors, { status: 400 });

    const user: MockUser = {
      id: newId('u'),
      email,
      full_name: fullName,
      phone,
      password,
      gender: (gender as MockUser['gender']) ?? null,
      country,
      birthday: (birthday as string | null) ?? null,
      created_at: new Date().toISOString(),
    };
    db.update((d) => void d.users.push(user));
    return HttpResponse.json({ id: user.id, email: user.email, full_name: user.full_name }, { status: 201 });
  }),

  http.post(apiPath('/api/auth/password-reset/'), async ({ request }) => {
    await networkDelay();
    const lang = mockLanguage(request);
    const body = await readJson(request);
    const email = str(body?.email);
    const user = email ? findUser(email) : undefined;
    if (user) {
      const token = newId('rt');
      const uid = btoa(user.id).replace(/=+$/, '');
      db.update((d) => {
        d.resetTokens.push({ uid, token, email: user.email, expires: Date.now() + RESET_TTL_MS, used: false });
        d.mailbox.unshift({
          id: newId('mail'),
          to: user.email,
          subject: say(lang, 'resetMailSubject'),
          body: say(lang, 'resetMailBody', { name: user.full_name }),
          link: `/reset-password/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`,
          sent_at: new Date().toISOString(),
          read: false,
        });
      });
    }
    // Like a real service, the answer never reveals whether the address exists.
    return HttpResponse.json({ detail: say(lang, 'resetRequested') });
  }),

  http.post(apiPath('/api/auth/password-reset/validate-token/'), async ({ request }) => {
    await networkDelay();
    const body = await readJson(request);
    db.reload();
    const entry = db.state.resetTokens.find((t) => t.uid === str(body?.uid) && t.token === str(body?.token));
    if (!entry || entry.used || entry.expires <= Date.now()) {
      return HttpResponse.json({ detail: say(mockLanguage(request), 'resetTokenInvalid') }, { status: 400 });
    }
    return HttpResponse.json({ valid: true });
  }),

  http.post(apiPath('/api/auth/password-reset/confirm/'), async ({ request }) => {
    await networkDelay();
    const lang = mockLanguage(request);
    const body = await readJson(request);
    db.reload();
    const entry = db.state.resetTokens.find((t) => t.uid === str(body?.uid) && t.token === str(body?.token));
    if (!entry || entry.used || entry.expires <= Date.now()) {
      return HttpResponse.json({ detail: say(lang, 'resetLinkInvalid') }, { status: 400 });
    }
    const password = str(body?.new_password);
    const pwErrors = validatePassword(password, { email: entry.email }, lang);
    if (pwErrors.length) return HttpResponse.json({ detail: pwErrors[0], new_password: pwErrors }, { status: 400 });
    db.update((d) => {
      const user = d.users.find((u) => u.email === entry.email);
      if (user) user.password = password;
      // Single use: this link and every other open link of the account stop working once the password changes.
      for (const token of d.resetTokens) if (token.email === entry.email) token.used = true;
    });
    return HttpResponse.json({ detail: say(lang, 'passwordReset') });
  }),
];
