import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { mockLanguage, say, type MockLanguage } from './handlers/messages';

/**
 * Named fault scenarios any story or test can switch on for one call:
 *   parameters: { msw: { handlers: { contact: [fault('post', '/api/send_contact_email/', 'server')] } } }
 *   server.use(fault('post', '/api/auth/token/', 'network'))
 */
export type FaultKind = 'network' | 'server' | 'badRequest' | 'unauthorized' | 'notFound' | 'malformed' | 'slow' | 'hang';

export const FAULT_KINDS: FaultKind[] = [
  'network',
  'server',
  'badRequest',
  'unauthorized',
  'notFound',
  'malformed',
  'slow',
  'hang',
];

/** Path under the backend: mocks match any origin, so the demo and a configured base URL both hit them. */
export function apiPath(path: string): string {
  return `*${path}`;
}

/** A fault's answer; its default bodies in `lang` (the request's language, mocks/handlers/messages.ts). */
export async function faultResponse(kind: FaultKind, body?: Record<string, unknown>, lang: MockLanguage = 'en') {
  switch (kind) {
    case 'network':
      return HttpResponse.error();
    case 'server':
      return HttpResponse.json(body ?? { error: say(lang, 'internalServerError'), detail: say(lang, 'internalServerError') }, {
        status: 500,
      });
    case 'badRequest':
      return HttpResponse.json(body ?? { error: say(lang, 'badRequest'), detail: say(lang, 'badRequest') }, { status: 400 });
    case 'unauthorized':
      return HttpResponse.json({ detail: say(lang, 'notAuthenticated') }, { status: 401 });
    case 'notFound':
      return HttpResponse.json({ detail: say(lang, 'notFound') }, { status: 404 });
    case 'malformed':
      return new HttpResponse('<html>not json', { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'slow':
      await delay(2500);
      return HttpResponse.json(body ?? {}, { status: 200 });
    case 'hang':
      await delay('infinite');
      return HttpResponse.json({});
  }
}

export function fault(method: 'get' | 'post', path: string, kind: FaultKind, body?: Record<string, unknown>): HttpHandler {
  const target = path.startsWith('http') ? path : apiPath(path);
  return http[method](target, ({ request }) => faultResponse(kind, body, mockLanguage(request)));
}

/**
 * Simulated latency of the mock backend; none in Node tests, nor in a browser page that set
 * `window.__mockLatency = 0` before the app loaded (the Playwright e2e fixtures do, src/e2e/fixtures.ts;
 * a test that needs the pending state drives the latency with Playwright's clock instead).
 */
export async function networkDelay(ms = 400) {
  if (typeof window === 'undefined') return;
  if ((window as Window & { __mockLatency?: number }).__mockLatency === 0) return;
  await delay(ms);
}
