import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { apiPath, networkDelay } from '../scenarios';
import { MOCK_MESSAGES, mockLanguage, say } from './messages';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Magic inputs that make the mock backend fail deterministically, so the production build (where
 * no test can register an MSW scenario) can still show both failure paths of the contact forms:
 * - a message containing SIMULATE_SERVER_ERROR -> 500 with { error: SIMULATED_SERVER_ERROR_TEXT[lang] };
 * - an email ending in NETWORK_ERROR_DOMAIN -> a network error (HttpResponse.error()).
 * Documented in the README ("Mock backend: contact failures").
 */
export const SIMULATE_SERVER_ERROR = 'simulate-server-error';
/** The simulated failure's text in each language of the mock (mocks/handlers/messages.ts). */
export const SIMULATED_SERVER_ERROR_TEXT = MOCK_MESSAGES.mailServerDown;
export const NETWORK_ERROR_DOMAIN = '@network-error.test';

const LIMITS = { full_name: 120, email: 254, subject: 20, message: 5000 } as const;
const SUBJECTS = ['duvida', 'orcamento', 'feedback', 'outro'];

export const contactHandlers = [
  http.post(apiPath('/api/send_contact_email/'), async ({ request }) => {
    await networkDelay(700);
    const lang = mockLanguage(request);
    let body: Record<string, unknown>;
    try {
      const parsed: unknown = await request.json();
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      body = parsed as Record<string, unknown>;
    } catch {
      return HttpResponse.json({ error: say(lang, 'invalidJsonBody') }, { status: 400 });
    }
    const get = (k: string) => (typeof body[k] === 'string' ? (body[k] as string).trim() : '');
    if (get('email').toLowerCase().endsWith(NETWORK_ERROR_DOMAIN)) return HttpResponse.error();
    if (get('message').includes(SIMULATE_SERVER_ERROR)) {
      return HttpResponse.json({ error: say(lang, 'mailServerDown') }, { status: 500 });
    }
    if (!get('full_name') || !get('email') || !get('message')) {
      return HttpResponse.json({ error: say(lang, 'missingFields') }, { status: 400 });
    }
    if (!EMAIL_RE.test(get('email'))) return HttpResponse.json({ error: say(lang, 'invalidEmailAddress') }, { status: 400 });
    if ('subject' in body && (typeof body.subject !== 'string' || !SUBJECTS.includes(body.subject))) {
      return HttpResponse.json({ error: say(lang, 'invalidSubject') }, { status: 400 });
    }
    for (const [field, max] of Object.entries(LIMITS)) {
      if (get(field).length > max) return HttpResponse.json({ error: say(lang, 'fieldTooLong', { field }) }, { status: 400 });
    }
    db.update(
      (d) =>
        void d.contactMessages.push({
          full_name: get('full_name'),
          email: get('email'),
          ...(typeof body.subject === 'string' ? { subject: body.subject } : {}),
          message: get('message'),
          received_at: new Date().toISOString(),
        }),
    );
    return HttpResponse.json({ success: true, message: say(lang, 'emailSent') });
  }),
];
