import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { NETWORK_ERROR_DOMAIN, SIMULATE_SERVER_ERROR, SIMULATED_SERVER_ERROR_TEXT } from './contact';

const URL = 'http://localhost/api/send_contact_email/';
const post = (body: unknown) =>
  fetch(URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('mock contact handler', () => {
  it('accepts the home payload and the page payload (no subject) and stores them', async () => {
    const home = await post({ full_name: 'Ana', email: 'ana@example.com', subject: 'duvida', message: 'Olá' });
    expect(home.status).toBe(200);
    const page = await post({ full_name: 'Ana', email: 'ana@example.com', message: 'Olá' });
    expect(page.status).toBe(200);
    expect(db.state.contactMessages.map((m) => m.subject)).toEqual(['duvida', undefined]);
  });

  it.each([
    ['bad JSON', 'not json', 'Invalid JSON body'],
    ['an array', [], 'Invalid JSON body'],
    ['missing fields', { full_name: 'Ana', email: '', message: 'x' }, 'Missing required fields'],
    ['bad email', { full_name: 'Ana', email: 'ana@', message: 'x' }, 'Invalid email address'],
    ['unknown subject', { full_name: 'Ana', email: 'a@b.pt', subject: 'spam', message: 'x' }, 'Invalid subject'],
    ['a huge message', { full_name: 'Ana', email: 'a@b.pt', message: 'x'.repeat(5001) }, 'Field too long: message'],
  ])('rejects %s with 400 and an error field', async (_name, body, error) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error });
  });

  it(`a message containing '${SIMULATE_SERVER_ERROR}' returns 500 with an error body`, async () => {
    const res = await post({ full_name: 'Ana', email: 'a@b.pt', message: `please ${SIMULATE_SERVER_ERROR}` });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: SIMULATED_SERVER_ERROR_TEXT.en });
  });

  it(`an email ending in '${NETWORK_ERROR_DOMAIN}' fails at the network level`, async () => {
    await expect(post({ full_name: 'Ana', email: `ana${NETWORK_ERROR_DOMAIN}`, message: 'x' })).rejects.toThrow();
  });
});
