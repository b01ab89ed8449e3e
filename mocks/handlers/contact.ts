import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { apiPath, networkDelay } from '../scenarios';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const contactHandlers = [
  http.post(apiPath('/api/send_contact_email/'), async ({ request }) => {
    await networkDelay(700);
    let body: Record<string, unknown>;
    try {
      body = (await request.json()) as Record<string, unknown>;
    } catch {
      return HttpResponse.json({ error: 'Invalid JSON body' }, { status: 400 });
    }
    const get = (k: string) => (typeof body[k] === 'string' ? (body[k] as string).trim() : '');
    if (!get('full_name') || !get('email') || !get('message')) {
      return HttpResponse.json({ error: 'Missing required fields' }, { status: 400 });
    }
    if (!EMAIL_RE.test(get('email'))) return HttpResponse.json({ error: 'Invalid email address' }, { status: 400 });
    if ('subject' in body && typeof body.subject !== 'string') {
      return HttpResponse.json({ error: 'Invalid subject' }, { status: 400 });
    }
    db.update((d) =>
      void d.contactMessages.push({
        full_name: get('full_name'),
        email: get('email'),
        ...(typeof body.subject === 'string' ? { subject: body.subject } : {}),
        message: get('message'),
        received_at: new Date().toISOString(),
      }),
    );
    return HttpResponse.json({ success: true, message: 'Email sent successfully' });
  }),
];
