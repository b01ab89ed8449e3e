import { http, type HttpHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { ApiError, TIMINGS } from '@machines/shared';
import { config } from '@/config/env';
import { confirmPasswordReset, obtainToken, register, requestPasswordReset, validateResetToken } from './auth';
import { fetchBreachRange } from './breach';
import { sendContactEmail } from './contact';
import { fetchFile } from './files';
import { cancelMockCheckout, getMockCheckout, payMockCheckout } from './mockCheckout';
import { fetchMockMailbox } from './mockMailbox';
import { createCheckout } from './payment';
import { fetchProfile } from './profile';

/**
 * Every call's real timeout, through request() (or fetchFile) against a handler that never answers:
 * the call is still pending 1 ms before its configured timeout and rejects with kind 'timeout' at it.
 * Only setTimeout/clearTimeout are faked, so MSW's own machinery runs normally.
 */
const hang = () => new Promise<never>(() => {});

interface Case {
  name: string;
  timeout: number;
  handler: HttpHandler;
  call: () => Promise<unknown>;
}

const cases: Case[] = [
  {
    name: 'profile GET /api/users/profile/ (product §7: 10 s)',
    timeout: 10_000,
    handler: http.get('*/api/users/profile/', hang),
    call: () => fetchProfile('token'),
  },
  {
    name: 'contact POST /api/send_contact_email/',
    timeout: TIMINGS.requestTimeout,
    handler: http.post('*/api/send_contact_email/', hang),
    call: () => sendContactEmail({ full_name: 'Ana', email: 'ana@example.com', message: 'Olá' }),
  },
  {
    name: 'login POST /api/auth/token/',
    timeout: TIMINGS.requestTimeout,
    handler: http.post('*/api/auth/token/', hang),
    call: () => obtainToken({ email: 'demo@example.com', password: 'Demo!2345' }),
  },
  {
    name: 'register POST /api/auth/register/',
    timeout: TIMINGS.requestTimeout,
    handler: http.post('*/api/auth/register/', hang),
    call: () =>
      register({
        email: 'nova@example.com',
        full_name: 'Nova Pessoa',
        phone: '+351912345678',
        password: 'Fresh!Pass9',
        password2: 'Fresh!Pass9',
        accept_terms: true,
        gender: null,
        country: 'PT',
        birthday: null,
      }),
  },
  {
    name: 'breach range lookup',
    timeout: TIMINGS.breachTimeout,
    handler: http.get(`${config.breachApiUrl}/:prefix`, hang),
    call: () => fetchBreachRange('ABCDE'),
  },
  {
    name: 'reset request POST /api/auth/password-reset/',
    timeout: TIMINGS.requestTimeout,
    handler: http.post('*/api/auth/password-reset/', hang),
    call: () => requestPasswordReset('demo@example.com'),
  },
  {
    name: 'validate-token POST /api/auth/password-reset/validate-token/',
    timeout: TIMINGS.requestTimeout,
    handler: http.post('*/api/auth/password-reset/validate-token/', hang),
    call: () => validateResetToken('uid', 'token'),
  },
  {
    name: 'reset confirm POST /api/auth/password-reset/confirm/',
    timeout: TIMINGS.requestTimeout,
    handler: http.post('*/api/auth/password-reset/confirm/', hang),
    call: () => confirmPasswordReset({ uid: 'uid', token: 'token', new_password: 'Another!Pass1' }),
  },
  {
    name: 'payment POST /payment/',
    timeout: TIMINGS.requestTimeout,
    handler: http.post('*/payment/', hang),
    call: () => createCheckout([{ type: 'book', id: 1, title: 'Livro', price: 1400, quantity: 1 }], 'pt'),
  },
  {
    name: 'mock checkout session GET',
    timeout: TIMINGS.requestTimeout,
    handler: http.get('*/__mock/checkout/:id', hang),
    call: () => getMockCheckout('cs-1'),
  },
  {
    name: 'mock checkout pay POST',
    timeout: TIMINGS.requestTimeout,
    handler: http.post('*/__mock/checkout/:id/pay', hang),
    call: () => payMockCheckout('cs-1'),
  },
  {
    name: 'mock checkout cancel POST',
    timeout: TIMINGS.requestTimeout,
    handler: http.post('*/__mock/checkout/:id/cancel', hang),
    call: () => cancelMockCheckout('cs-1'),
  },
  {
    name: 'mock mailbox GET',
    timeout: TIMINGS.requestTimeout,
    handler: http.get('*/__mock/mailbox', hang),
    call: () => fetchMockMailbox(),
  },
];

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function expectTimeoutAt(call: () => Promise<unknown>, timeout: number) {
  let outcome: unknown = 'pending';
  const settled = call().then(
    (value: unknown) => {
      outcome = { resolved: value };
    },
    (error: unknown) => {
      outcome = error;
    },
  );
  await vi.advanceTimersByTimeAsync(timeout - 1);
  expect(outcome, `settled before ${timeout} ms`).toBe('pending');
  await vi.advanceTimersByTimeAsync(1);
  await settled;
  expect(outcome).toBeInstanceOf(ApiError);
  expect(outcome).toMatchObject({ kind: 'timeout' });
}

describe('each call times out at its configured value (hanging server)', () => {
  it('the configured values are the ones of product §7 and README', () => {
    expect(TIMINGS.profileTimeout).toBe(10_000);
    expect(TIMINGS.requestTimeout).toBe(15_000);
    expect(TIMINGS.breachTimeout).toBe(5000);
  });

  it.each(cases)('$name: timeout after $timeout ms', async ({ handler, call, timeout }) => {
    server.use(handler);
    await expectTimeoutAt(call, timeout);
  });

  it(`PDF download (fetchFile): timeout after ${TIMINGS.requestTimeout} ms`, async () => {
    // Node's fetch has no page origin: resolve the same-site path against the test base URL for MSW.
    const mswFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => mswFetch(new URL(input, 'http://localhost:3999'), init));
    server.use(http.get('*/pdfs/:file', hang));
    await expectTimeoutAt(() => fetchFile('/pdfs/a.pdf'), TIMINGS.requestTimeout);
  });
});
