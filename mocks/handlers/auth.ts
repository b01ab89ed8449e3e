import { http, HttpResponse } from 'msw';
import { db, newId, type MockUser } from '../db';
import { signToken, verifyToken } from '../jwt';
import { apiPath, networkDelay } from '../scenarios';
import { BREACHED_PASSWORDS } from './breach';

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

/** Django's default password validators, as a real account service would answer. */
export function validatePassword(password: string, user?: { email?: string; full_name?: string }): string[] {
  const errors: string[] = [];
  if (!password) return ['This field is required.'];
  if (password.length < 8) errors.push('This password is too short. It must contain at least 8 characters.');
  if (BREACHED_PASSWORDS.some((p) => p.toLowerCase() === password.toLowerCase())) errors.push('This password is too common.');
  if (/^\d+$/.test(password)) errors.push('This password is entirely numeric.');
  const local = user?.email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 3 && password.toLowerCase().includes(local))
    errors.push('The password is too similar to the email.');
  return errors;
}

export const authHandlers = [
  http.post(apiPath('/api/auth/token/'), async ({ request }) => {
    await networkDelay();
    const body = await readJson(request);
    if (!body) return HttpResponse.json({ detail: 'JSON parse error.' }, { status: 400 });
    const email = str(body.email);
    const password = str(body.password);
    const errors: Record<string, string[]> = {};
    if (!email) errors.email = ['This field is required.'];
    if (!password) errors.password = ['This field is required.'];
    if (Object.keys(errors).length) return HttpResponse.json(errors, { status: 400 });
    const user = findUser(email);
    if (!user || user.password !== password) {
      return HttpResponse.json({ detail: 'No active account found with the given credentials' }, { status: 401 });
    }
    return HttpResponse.json(issueTokens(user));
  }),

  http.post(apiPath('/api/auth/register/'), async ({ request }) => {
    await networkDelay(600);
    const body = await readJson(request);
    if (!body) return HttpResponse.json({ non_field_errors: ['Invalid request body.'] }, { status: 400 });
    const errors: Record<string, string[]> = {};
    const email = str(body.email).trim();
    const fullName = str(body.full_name).trim();
    const phone = str(body.phone).trim();
    const password = str(body.password);
    const password2 = str(body.password2);
    const country = str(body.country).trim();
    const gender = body.gender;
    const birthday = body.birthday;

    if (!email) errors.email = ['This field is required.'];
    else if (!EMAIL_RE.test(email)) errors.email = ['Enter a valid email address.'];
    else if (findUser(email)) errors.email = ['A user with this email already exists.'];
    if (fullName.length < 2) errors.full_name = ['Ensure this field has at least 2 characters.'];
    if (!/^\+\d{8,15}$/.test(phone)) errors.phone = ['Enter a valid phone number.'];
    if (!country) errors.country = ['This field is required.'];
    const pwErrors = validatePassword(password, { email, full_name: fullName });
    if (pwErrors.length) errors.password = pwErrors;
    if (!password2) errors.password2 = ['This field is required.'];
    else if (password !== password2) errors.password2 = ["Password fields didn't match."];
    if (body.accept_terms !== true) errors.accept_terms = ['You must accept the terms and conditions.'];
    if (gender !== null && gender !== undefined && !GENDERS.has(str(gender)))
      errors.gender = [`"${str(gender)}" is not a valid choice.`];
    if (birthday !== null && birthday !== undefined) {
      const date = new Date(str(birthday));
      if (Number.isNaN(date.getTime())) errors.birthday = ['Date has wrong format. Use YYYY-MM-DD.'];
      else if (date.getTime() > Date.now()) errors.birthday = ['Birth date cannot be in the future.'];
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
          subject: 'Password reset',
          body: `Hello ${user.full_name}, use the link below to choose a new password. It expires in one hour and works once.`,
          link: `/reset-password/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`,
          sent_at: new Date().toISOString(),
          read: false,
        });
      });
    }
    // Like a real service, the answer never reveals whether the address exists.
    return HttpResponse.json({ detail: 'If the address exists, a reset link was sent.' });
  }),

  http.post(apiPath('/api/auth/password-reset/validate-token/'), async ({ request }) => {
    await networkDelay();
    const body = await readJson(request);
    db.reload();
    const entry = db.state.resetTokens.find((t) => t.uid === str(body?.uid) && t.token === str(body?.token));
    if (!entry || entry.used || entry.expires <= Date.now()) {
      return HttpResponse.json({ detail: 'Invalid or expired token.' }, { status: 400 });
    }
    return HttpResponse.json({ valid: true });
  }),

  http.post(apiPath('/api/auth/password-reset/confirm/'), async ({ request }) => {
    await networkDelay();
    const body = await readJson(request);
    db.reload();
    const entry = db.state.resetTokens.find((t) => t.uid === str(body?.uid) && t.token === str(body?.token));
    if (!entry || entry.used || entry.expires <= Date.now()) {
      return HttpResponse.json({ detail: 'This reset link is invalid or has expired.' }, { status: 400 });
    }
    const password = str(body?.new_password);
    const pwErrors = validatePassword(password, { email: entry.email });
    if (pwErrors.length) return HttpResponse.json({ detail: pwErrors[0], new_password: pwErrors }, { status: 400 });
    db.update((d) => {
      const user = d.users.find((u) => u.email === entry.email);
      if (user) user.password = password;
      // Single use: this link and every other open link of the account stop working once the password changes.
      for (const token of d.resetTokens) if (token.email === entry.email) token.used = true;
    });
    return HttpResponse.json({ detail: 'Password has been reset.' });
  }),
];
