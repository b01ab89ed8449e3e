import path from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { server } from '../../mocks/node';
import { signToken } from '../../mocks/jwt';
import { config } from '@/config/env';
import { createCheckout } from '@/api/payment';
import { fetchFile } from '@/api/files';
import { TIMINGS, messageText } from '@machines/shared';
import { checkoutMachine, type RedirectPolicy } from '@machines/commerce';
import type { ContactVariant } from '@machines/contact';
import {
  loginMachine,
  profilePageMachine,
  recoveryMachine,
  registerMachine,
  resetPasswordMachine,
  type RegisterValues,
} from '@machines/auth';
import { downloadErrorKey } from '@/api/downloadError';
import {
  profilePageCalls,
  resetPasswordCalls,
  recoveryCalls,
  registerCalls,
  loginCalls,
  authSessionWithApi,
} from '@/features/auth';
import { contactFormWithApi } from '@/features/contact';
import { siteTexts } from '../../build/content/translations.ts';

/** The machines with the feature's calls, as the pages run them. */
const loginWithApi = loginMachine.provide({ actors: loginCalls });
const registerWithApi = registerMachine.provide({ actors: registerCalls });
const recoveryWithApi = recoveryMachine.provide({ actors: recoveryCalls });
const resetPasswordWithApi = resetPasswordMachine.provide({ actors: resetPasswordCalls });
const profilePageWithApi = profilePageMachine.provide({ actors: profilePageCalls });

/**
 * The failure matrix of README "Failure matrix": every call x {offline, hang past its timeout, 400, 401,
 * 404, 500, HTML 200, wrong-shape JSON} -> the state its machine ends in and the (Portuguese) text
 * the visitor sees. Real machines with their real API calls, answered by MSW in Node; the hang
 * column runs on fake timers: still busy 1 ms before the call's timeout, failed at it.
 */
type Fault = 'offline' | 'hang' | '400' | '401' | '404' | '500' | 'html200' | 'wrongShape';
const FAULTS: Fault[] = ['offline', 'hang', '400', '401', '404', '500', 'html200', 'wrongShape'];

const HTML_PAGE = '<!doctype html><html><body><form action="/portal">Wi-Fi login</form></body></html>';

function answer(fault: Exclude<Fault, 'hang'>, badRequestBody: unknown): Response {
  switch (fault) {
    case 'offline':
      return HttpResponse.error();
    case '400':
      return typeof badRequestBody === 'string'
        ? new HttpResponse(badRequestBody, { status: 400 })
        : HttpResponse.json(badRequestBody as Record<string, unknown>, { status: 400 });
    case '401':
      return HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 });
    case '404':
      return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    case '500':
      // What Django serves with DEBUG off: an HTML page, no JSON.
      return new HttpResponse('<!doctype html><h1>Server Error (500)</h1>', {
        status: 500,
        headers: { 'Content-Type': 'text/html' },
      });
    case 'html200':
      return new HttpResponse(HTML_PAGE, { status: 200, headers: { 'Content-Type': 'text/html' } });
    case 'wrongShape':
      return HttpResponse.json({ unexpected: [1, 2, 3] }, { status: 200 });
  }
}

let reached = false;
function faultHandler(method: 'get' | 'post', url: string, fault: Fault, badRequestBody: unknown) {
  const resolver: HttpResponseResolver = () => {
    reached = true;
    if (fault === 'hang') return new Promise<never>(() => {});
    return answer(fault, badRequestBody);
  };
  return http[method](url, resolver);
}

let t: TFunction;
beforeAll(async () => {
  const pt = siteTexts(path.resolve(__dirname, '../..'), 'pt');
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'pt', resources: { pt: { translation: pt } }, interpolation: { escapeValue: false } });
  t = i18n.t.bind(i18n);
});

beforeEach(() => {
  reached = false;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/**
 * Lets MSW and the machines run (microtasks and real I/O) without moving the fake clock. Bounded by real
 * time, not by a number of turns: on a loaded machine (npm test runs the browsers alongside) MSW's
 * interceptor can need many more turns of the event loop than when the file runs alone.
 */
async function settle(done: () => boolean) {
  const deadline = performance.now() + 4000;
  while (!done() && performance.now() < deadline) {
    await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(done(), 'the flow did not settle').toBe(true);
}

interface Harness {
  /** Waiting for the call under test. */
  busy(): boolean;
  /** Nothing more will happen without the visitor (or a long timer). */
  finished(): boolean;
  outcome(): Record<string, unknown>;
  stop(): void;
}

interface Row {
  call: string;
  method: 'get' | 'post';
  url: string;
  timeout: number;
  badRequestBody: unknown;
  /** Extra handlers the flow needs before the call under test (e.g. a valid reset link). */
  setup?: () => void;
  start(): Promise<Harness>;
  expected: Record<Fault, Record<string, unknown>>;
}

const stateOf = (actor: AnyActorRef) => actor.getSnapshot().value as unknown;

// ---------------------------------------------------------------------------------------------
// Rows

function headerRow(): Row {
  const keep = { state: { loggedIn: 'profileFailed' }, userName: null, redirectedToLogin: false };
  return {
    call: 'profile (header, authSession)',
    method: 'get',
    url: '*/api/users/profile/',
    timeout: TIMINGS.profileTimeout,
    badRequestBody: { detail: 'Bad request.' },
    async start() {
      const access = signToken({ user_id: 'u-demo', email: 'demo@example.com', token_type: 'access' }, 3600);
      let redirected = false;
      const warnings: string[] = [];
      const actor = createActor(
        authSessionWithApi.provide({
          actions: {
            redirectToLogin: () => {
              redirected = true;
            },
            logWarning: (_, params) => warnings.push(params.message),
          },
        }),
        { input: { readAccessToken: () => access } },
      ).start();
      const busy = () => actor.getSnapshot().matches({ loggedIn: 'loadingProfile' });
      return {
        busy,
        finished: () => !busy(),
        outcome: () => ({
          state: stateOf(actor),
          userName: actor.getSnapshot().context.userName,
          redirectedToLogin: redirected,
        }),
        stop: () => actor.stop(),
      };
    },
    expected: {
      offline: keep,
      hang: keep,
      '400': keep,
      '401': { state: 'loggedOut', userName: null, redirectedToLogin: true },
      '404': keep,
      '500': keep,
      html200: keep,
      // Logged ('Unexpected profile response shape'), no name to show.
      wrongShape: { state: { loggedIn: 'profileLoaded' }, userName: null, redirectedToLogin: false },
    },
  };
}

function profilePageRow(): Row {
  const failed = { state: 'error', message: 'Não foi possível carregar o perfil' };
  return {
    call: 'profile (profile page)',
    method: 'get',
    url: '*/api/users/profile/',
    timeout: TIMINGS.profileTimeout,
    badRequestBody: { detail: 'Bad request.' },
    async start() {
      let redirected = false;
      const actor = createActor(
        profilePageWithApi.provide({
          actions: {
            redirectToLogin: () => {
              redirected = true;
            },
          },
        }),
        { input: { token: 'token' } },
      ).start();
      const busy = () => actor.getSnapshot().matches('loading');
      return {
        busy,
        finished: () => !busy(),
        outcome: () => {
          const state = stateOf(actor);
          if (state === 'unauthorized') return { state, redirectedToLogin: redirected };
          return { state, message: messageText(t, actor.getSnapshot().context.error) };
        },
        stop: () => actor.stop(),
      };
    },
    expected: {
      offline: failed,
      hang: failed,
      '400': { state: 'error', message: 'Bad request.' },
      '401': { state: 'unauthorized', redirectedToLogin: true },
      '404': { state: 'error', message: 'Not found.' },
      '500': { state: 'error', message: 'Erro do servidor' },
      html200: failed,
      wrongShape: { state: 'empty', message: 'Foram recebidos dados de perfil vazios' },
    },
  };
}

function contactRow(variant: ContactVariant): Row {
  const network = { state: 'failed', alert: 'Erro ao enviar email.' };
  return {
    call: `contact (${variant === 'home' ? 'home section' : 'contact page'})`,
    method: 'post',
    url: '*/api/send_contact_email/',
    timeout: TIMINGS.requestTimeout,
    badRequestBody: { email: ['Enter a valid email address.'] },
    async start() {
      const actor = createActor(contactFormWithApi, {
        input: {
          variant,
          initialValues: { name: 'Ana Lopes', email: 'ana@example.com', subject: 'duvida', message: 'Olá!' },
        },
      }).start();
      actor.send({ type: 'form.submit' });
      const busy = () => actor.getSnapshot().matches('sending');
      return {
        busy,
        finished: () => !busy(),
        outcome: () => {
          const { failure } = actor.getSnapshot().context;
          return {
            state: stateOf(actor),
            alert: failure ? t(failure.key, { error: failure.detail ?? t('contactForm.errors.unknown') }) : null,
          };
        },
        stop: () => actor.stop(),
      };
    },
    expected: {
      offline: network,
      hang: network,
      '400': { state: 'failed', alert: 'Erro ao enviar email: Enter a valid email address.' },
      '401': { state: 'failed', alert: 'Erro ao enviar email: Authentication credentials were not provided.' },
      '404': { state: 'failed', alert: 'Erro ao enviar email: Not found.' },
      '500': { state: 'failed', alert: 'Erro ao enviar email: erro desconhecido' },
      // A proxy or captive portal answering 200: the message was NOT sent.
      html200: network,
      // The body of a success is not used (product §7: error field on failure only).
      wrongShape: { state: 'sent', alert: null },
    },
  };
}

function loginRow(): Row {
  const failed = { state: 'failed', emailError: 'Falha no login. Por favor, tente novamente.' };
  return {
    call: 'login',
    method: 'post',
    url: '*/api/auth/token/',
    timeout: TIMINGS.requestTimeout,
    badRequestBody: { email: ['Enter a valid email address.'] },
    async start() {
      let succeeded = false;
      const actor = createActor(
        loginWithApi.provide({
          actions: {
            loginSucceeded: () => {
              succeeded = true;
            },
          },
        }),
      ).start();
      actor.send({ type: 'login.change', field: 'email', value: 'demo@example.com' });
      actor.send({ type: 'login.change', field: 'password', value: 'Demo!2345' });
      actor.send({ type: 'login.submit' });
      const busy = () => actor.getSnapshot().matches('connecting');
      return {
        busy,
        finished: () => !busy(),
        outcome: () => ({
          state: stateOf(actor),
          emailError: messageText(t, actor.getSnapshot().context.errors.email) ?? null,
          ...(succeeded ? { succeeded } : {}),
        }),
        stop: () => actor.stop(),
      };
    },
    expected: {
      offline: failed,
      hang: failed,
      '400': { state: 'failed', emailError: 'Enter a valid email address.' },
      '401': { state: 'failed', emailError: 'Authentication credentials were not provided.' },
      '404': { state: 'failed', emailError: 'Not found.' },
      '500': failed,
      html200: failed,
      wrongShape: failed,
    },
  };
}

const registerValues: RegisterValues = {
  email: 'nova@example.com',
  fullName: 'Nova Pessoa',
  phone: '912 345 678',
  gender: '',
  country: 'PT',
  birthDate: '',
  password: 'Fresh!Pass9',
  confirmPassword: 'Fresh!Pass9',
  acceptTerms: true,
};

function startRegister() {
  const actor = createActor(registerWithApi.provide({ actions: { logWarning: () => {} } }), {
    input: { initialValues: registerValues },
  }).start();
  actor.send({ type: 'register.submit' });
  const outcome = () => {
    const { errors, banner } = actor.getSnapshot().context;
    return {
      state: stateOf(actor),
      banner: messageText(t, banner) ?? null,
      fieldErrors: Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, messageText(t, message)])),
    };
  };
  return { actor, outcome };
}

function registerRow(): Row {
  const unexpected = { state: 'failed', banner: 'Ocorreu um erro inesperado. Por favor, tente novamente.', fieldErrors: {} };
  return {
    call: 'register',
    method: 'post',
    url: '*/api/auth/register/',
    timeout: TIMINGS.requestTimeout,
    badRequestBody: { email: ['A user with this email already exists.'] },
    async start() {
      const { actor, outcome } = startRegister();
      const busy = () => actor.getSnapshot().matches('submitting');
      await settle(() => !actor.getSnapshot().matches('checkingBreach'));
      return { busy, finished: () => !busy(), outcome, stop: () => actor.stop() };
    },
    expected: {
      offline: unexpected,
      hang: unexpected,
      // A message the site knows: the site's own Portuguese text, not the server's English.
      '400': { state: 'failed', banner: null, fieldErrors: { email: 'Já existe uma conta com este e-mail.' } },
      '401': { state: 'failed', banner: 'Authentication credentials were not provided.', fieldErrors: {} },
      '404': { state: 'failed', banner: 'Not found.', fieldErrors: {} },
      '500': unexpected,
      html200: unexpected,
      // The body of a success is not used: the account was created.
      wrongShape: { state: 'succeeded', banner: null, fieldErrors: {} },
    },
  };
}

function breachRow(): Row {
  // product §5: whatever happens to the check, the password is accepted and the account is created.
  const accepted = { state: 'succeeded', banner: null, fieldErrors: {} };
  return {
    call: 'breach lookup (register)',
    method: 'get',
    url: `${config.breachApiUrl}/:prefix`,
    timeout: TIMINGS.breachTimeout,
    badRequestBody: 'Bad request',
    async start() {
      const { actor, outcome } = startRegister();
      const busy = () => actor.getSnapshot().matches('checkingBreach');
      return {
        busy,
        finished: () => !busy() && !actor.getSnapshot().matches('submitting'),
        outcome,
        stop: () => actor.stop(),
      };
    },
    expected: {
      offline: accepted,
      hang: accepted,
      '400': accepted,
      '401': accepted,
      '404': accepted,
      '500': accepted,
      html200: accepted,
      wrongShape: accepted,
    },
  };
}

function recoveryRow(): Row {
  const success = {
    state: 'success',
    message:
      'Se o e-mail estiver registado, enviámos um link para redefinir a senha. Verifique a sua caixa de correio (e a pasta de spam).',
  };
  const error = {
    state: 'error',
    message: 'Não foi possível enviar o pedido. Verifique a sua ligação à internet e tente novamente.',
  };
  return {
    call: 'reset request (recovery)',
    method: 'post',
    url: '*/api/auth/password-reset/',
    timeout: TIMINGS.requestTimeout,
    badRequestBody: { email: ['Enter a valid email address.'] },
    async start() {
      const actor = createActor(recoveryWithApi).start();
      actor.send({ type: 'recovery.change', value: 'demo@example.com' });
      actor.send({ type: 'recovery.submit' });
      const busy = () => actor.getSnapshot().matches('sending');
      return {
        busy,
        finished: () => !busy(),
        outcome: () => {
          const state = stateOf(actor);
          return { state, message: t(state === 'success' ? 'reset_pass_success' : 'reset_pass_error') };
        },
        stop: () => actor.stop(),
      };
    },
    // product §7: the body is not read and success is shown whatever the status; only no answer is an error.
    expected: {
      offline: error,
      hang: error,
      '400': success,
      '401': success,
      '404': success,
      '500': success,
      html200: success,
      wrongShape: success,
    },
  };
}

function validateTokenRow(): Row {
  const invalid = { state: 'invalid', message: 'Este link de redefinição de senha é inválido ou expirou.' };
  const failed = {
    state: 'validationFailed',
    message: 'Ocorreu um erro ao validar o link. Por favor, tente novamente mais tarde.',
  };
  const valid = { state: { valid: 'editing' }, message: null };
  return {
    call: 'validate-token (reset page)',
    method: 'post',
    url: '*/api/auth/password-reset/validate-token/',
    timeout: TIMINGS.requestTimeout,
    badRequestBody: { token: ['Invalid value.'] },
    async start() {
      const actor = createActor(resetPasswordWithApi, { input: { uid: 'u', token: 't' } }).start();
      const busy = () => actor.getSnapshot().matches('checking');
      return {
        busy,
        finished: () => !busy(),
        outcome: () => {
          const snapshot = actor.getSnapshot();
          const message = snapshot.matches('invalid')
            ? t('reset.errors.invalidLink')
            : snapshot.matches('validationFailed')
              ? t('reset.errors.validationFailed')
              : null;
          return { state: stateOf(actor), message };
        },
        stop: () => actor.stop(),
      };
    },
    // product §7: only the ok status is used; a 4xx means the link is bad, anything else that it could not be checked.
    expected: {
      offline: failed,
      hang: failed,
      '400': invalid,
      '401': invalid,
      '404': invalid,
      '500': failed,
      html200: valid,
      wrongShape: valid,
    },
  };
}

function confirmRow(): Row {
  const generic = { state: { valid: 'editing' }, failure: 'Ocorreu um erro ao redefinir sua senha.', passwordError: null };
  return {
    call: 'reset confirm (reset page)',
    method: 'post',
    url: '*/api/auth/password-reset/confirm/',
    timeout: TIMINGS.requestTimeout,
    badRequestBody: { new_password: ['This password is too common.'] },
    setup: () =>
      server.use(http.post('*/api/auth/password-reset/validate-token/', () => new HttpResponse(null, { status: 200 }))),
    async start() {
      const actor = createActor(resetPasswordWithApi, { input: { uid: 'u', token: 't' } }).start();
      await settle(() => actor.getSnapshot().matches({ valid: 'editing' }));
      actor.send({ type: 'reset.change', field: 'password', value: 'Brand!New77' });
      actor.send({ type: 'reset.change', field: 'confirmPassword', value: 'Brand!New77' });
      actor.send({ type: 'reset.submit' });
      const busy = () => actor.getSnapshot().matches({ valid: 'submitting' });
      return {
        busy,
        finished: () => !busy(),
        outcome: () => {
          const { failure, errors } = actor.getSnapshot().context;
          return {
            state: stateOf(actor),
            failure: messageText(t, failure) ?? null,
            passwordError: messageText(t, errors.password) ?? null,
          };
        },
        stop: () => actor.stop(),
      };
    },
    expected: {
      offline: generic,
      hang: generic,
      '400': { state: { valid: 'editing' }, failure: null, passwordError: 'Esta senha é demasiado comum. Escolha outra.' },
      '401': { state: { valid: 'editing' }, failure: 'Authentication credentials were not provided.', passwordError: null },
      '404': { state: { valid: 'editing' }, failure: 'Not found.', passwordError: null },
      '500': { state: { valid: 'editing' }, failure: 'Não foi possível redefinir a senha.', passwordError: null },
      html200: generic,
      // The body of a success is not used: the password was reset.
      wrongShape: {
        state: { valid: 'success' },
        failure: null,
        passwordError: null,
      },
    },
  };
}

const realPolicy: RedirectPolicy = {
  paymentHost: 'checkout.stripe.com',
  useMocks: false,
  mockCheckoutPath: '',
  origin: 'https://shop.example',
};

function paymentRow(): Row {
  // product §8: checkout creation failure is logged only; the buttons work again ('failed' allows a new start).
  const failed = { state: 'failed', redirected: false, logged: 'checkout creation failed' };
  return {
    call: 'payment (checkout)',
    method: 'post',
    url: '*/payment/',
    timeout: TIMINGS.requestTimeout,
    badRequestBody: { detail: 'Invalid cart.' },
    async start() {
      let redirected = false;
      const logged: string[] = [];
      const actor = createActor(
        checkoutMachine.provide({
          actors: {
            // As src/features/commerce/useCheckout.ts provides them.
            loadPaymentProvider: fromPromise<unknown>(async () => null),
            createSession: fromPromise(({ input, signal }) => createCheckout(input.lines, input.language, signal)),
          },
          actions: {
            redirect: () => {
              redirected = true;
            },
            log: (_, params) => logged.push(params.message),
          },
        }),
        { input: { policy: realPolicy } },
      ).start();
      actor.send({
        type: 'checkout.start',
        request: { kind: 'retry', lines: [{ type: 'book', id: 1, title: 'Livro', price: 1400, quantity: 1 }], language: 'pt' },
      });
      const busy = () => actor.getSnapshot().matches('creating');
      return {
        busy,
        finished: () => !busy(),
        outcome: () => ({ state: stateOf(actor), redirected, logged: logged.at(-1) ?? null }),
        stop: () => actor.stop(),
      };
    },
    expected: {
      offline: failed,
      hang: failed,
      '400': failed,
      '401': failed,
      '404': failed,
      '500': failed,
      html200: failed,
      wrongShape: { state: 'failed', redirected: false, logged: 'no checkout_url in the response' },
    },
  };
}

function pdfRow(): Row {
  const toast = (message: string) => ({ state: 'error toast', toast: `Falha ao baixar: ${message}` });
  return {
    call: 'PDF download (publications, book sample)',
    method: 'get',
    url: '*/pdfs/publications/:file',
    timeout: TIMINGS.requestTimeout,
    badRequestBody: 'Bad request',
    setup: () => {
      // Node's fetch has no page origin: resolve the same-site path against the test base URL for MSW.
      const mswFetch = globalThis.fetch;
      vi.stubGlobal('fetch', (input: string, init?: RequestInit) => mswFetch(new URL(input, 'http://localhost:3999'), init));
    },
    async start() {
      let result: Record<string, unknown> | null = null;
      // What PublicationsPage and BookPage do with the outcome.
      fetchFile('/pdfs/publications/tese.pdf').then(
        () => {
          result = { state: 'success toast', toast: t('publications.downloadStarted', { title: 'Tese' }) };
        },
        (error: unknown) => {
          const { key, status } = downloadErrorKey(error);
          result = { state: 'error toast', toast: t('publications.downloadFailed', { message: t(key, { status }) }) };
        },
      );
      return { busy: () => result === null, finished: () => result !== null, outcome: () => result ?? {}, stop: () => {} };
    },
    expected: {
      offline: toast('sem ligação à rede'),
      hang: toast('o pedido demorou demasiado tempo'),
      '400': toast('erro do servidor (400)'),
      '401': toast('erro do servidor (401)'),
      '404': toast('File not found (404)'),
      '500': toast('erro do servidor (500)'),
      // An HTML page instead of the file is the single-page-app fallback of a missing file.
      html200: toast('File not found (404)'),
      wrongShape: toast('o ficheiro recebido não é válido'),
    },
  };
}

const rows: Row[] = [
  headerRow(),
  profilePageRow(),
  contactRow('home'),
  contactRow('page'),
  loginRow(),
  registerRow(),
  breachRow(),
  recoveryRow(),
  validateTokenRow(),
  confirmRow(),
  paymentRow(),
  pdfRow(),
];

describe.each(rows)('failure matrix: $call', (row) => {
  it.each(FAULTS)('%s', async (fault) => {
    row.setup?.();
    server.use(faultHandler(row.method, row.url, fault, row.badRequestBody));
    const harness = await row.start();
    try {
      if (fault === 'hang') {
        await settle(() => reached);
        expect(harness.busy(), 'busy while the server hangs').toBe(true);
        await vi.advanceTimersByTimeAsync(row.timeout - 1);
        expect(harness.busy(), `still waiting 1 ms before the ${row.timeout} ms timeout`).toBe(true);
        await vi.advanceTimersByTimeAsync(1);
      }
      await settle(harness.finished);
      expect(harness.outcome()).toEqual(row.expected[fault]);
    } finally {
      harness.stop();
    }
  });
});

describe('failure matrix: the machines log no personal data', () => {
  it('a profile with one odd field keeps the rest; only the field NAMES are logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('*/api/users/profile/', () =>
        HttpResponse.json({ success: true, user: { full_name: 'Ana Demo', email: 'ana@example.com', phone: 351912345678 } }),
      ),
    );
    const access = signToken({ user_id: 'u-demo', email: 'demo@example.com', token_type: 'access' }, 3600);
    const actor = createActor(authSessionWithApi, { input: { readAccessToken: () => access } }).start();
    await settle(() => actor.getSnapshot().matches({ loggedIn: 'profileLoaded' }));
    expect(actor.getSnapshot().context.userName).toBe('Ana Demo');
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).toContain('phone');
    for (const secret of ['Ana Demo', 'ana@example.com', '351912345678']) expect(logged).not.toContain(secret);
    actor.stop();
  });

  it('an unexpected shape or a failed call logs no body', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const access = signToken({ user_id: 'u-demo', email: 'demo@example.com', token_type: 'access' }, 3600);
    server.use(
      http.get('*/api/users/profile/', () => HttpResponse.json({ full_name: 'Top Secret', email: 'secret@example.com' })),
    );
    const first = createActor(authSessionWithApi, { input: { readAccessToken: () => access } }).start();
    await settle(() => first.getSnapshot().matches({ loggedIn: 'profileLoaded' }));
    expect(first.getSnapshot().context.userName).toBe('Top Secret');
    first.stop();
    server.use(
      http.get('*/api/users/profile/', () => HttpResponse.json({ detail: 'secret@example.com is locked' }, { status: 500 })),
    );
    const second = createActor(authSessionWithApi, { input: { readAccessToken: () => access } }).start();
    await settle(() => second.getSnapshot().matches({ loggedIn: 'profileFailed' }));
    second.stop();
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).toContain('Unexpected profile response shape');
    expect(logged).toContain('could not be loaded');
    expect(logged).not.toContain('secret@example.com');
    expect(logged).not.toContain('Top Secret');
  });
});

describe('failure matrix: DRF field errors', () => {
  it('reset confirm: {token: [...]} is shown in the banner', async () => {
    server.use(
      http.post('*/api/auth/password-reset/validate-token/', () => new HttpResponse(null, { status: 200 })),
      http.post('*/api/auth/password-reset/confirm/', () => HttpResponse.json({ token: ['Invalid value.'] }, { status: 400 })),
    );
    const actor = createActor(resetPasswordWithApi, { input: { uid: 'u', token: 't' } }).start();
    await settle(() => actor.getSnapshot().matches({ valid: 'editing' }));
    actor.send({ type: 'reset.change', field: 'password', value: 'Brand!New77' });
    actor.send({ type: 'reset.change', field: 'confirmPassword', value: 'Brand!New77' });
    actor.send({ type: 'reset.submit' });
    await settle(() => !actor.getSnapshot().matches({ valid: 'submitting' }));
    expect(actor.getSnapshot().context.failure).toEqual({ text: 'Invalid value.' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.stop();
  });

  it('reset confirm: new_password[0] goes under the password field and focus moves there', async () => {
    server.use(
      http.post('*/api/auth/password-reset/validate-token/', () => new HttpResponse(null, { status: 200 })),
      http.post('*/api/auth/password-reset/confirm/', () =>
        HttpResponse.json({ new_password: ['This password is too short.', 'Second'] }, { status: 400 }),
      ),
    );
    const actor = createActor(resetPasswordWithApi, { input: { uid: 'u', token: 't' } }).start();
    await settle(() => actor.getSnapshot().matches({ valid: 'editing' }));
    actor.send({ type: 'reset.change', field: 'password', value: 'Brand!New77' });
    actor.send({ type: 'reset.change', field: 'confirmPassword', value: 'Brand!New77' });
    actor.send({ type: 'reset.submit' });
    const attempt = actor.getSnapshot().context.attempt;
    await settle(() => !actor.getSnapshot().matches({ valid: 'submitting' }));
    const { errors, failure, firstInvalid } = actor.getSnapshot().context;
    // A message the site knows, as its own key; Django's default minimum when the text names none.
    expect(errors.password).toEqual({ key: 'serverMessages.passwordTooShort', values: { min: 8 } });
    expect(failure).toBeNull();
    expect(firstInvalid).toBe('password');
    expect(actor.getSnapshot().context.attempt).toBe(attempt + 1);
    // Editing the field clears its server error.
    actor.send({ type: 'reset.change', field: 'password', value: 'Brand!New78' });
    expect(actor.getSnapshot().context.errors.password).toBeUndefined();
    actor.stop();
  });

  it('contact: the first field message in form order, else non_field_errors', async () => {
    for (const [body, alert] of [
      [{ message: ['Too long.'], email: ['Enter a valid email address.'] }, 'Erro ao enviar email: Enter a valid email address.'],
      [{ non_field_errors: ['Try again later.'] }, 'Erro ao enviar email: Try again later.'],
      [{ error: 'Mail server down', email: ['x'] }, 'Erro ao enviar email: Mail server down'],
    ] as const) {
      server.use(http.post('*/api/send_contact_email/', () => HttpResponse.json(body, { status: 400 })));
      const actor = createActor(contactFormWithApi, {
        input: { variant: 'page', initialValues: { name: 'Ana', email: 'ana@example.com', message: 'Olá' } },
      }).start();
      actor.send({ type: 'form.submit' });
      await settle(() => !actor.getSnapshot().matches('sending'));
      const { failure } = actor.getSnapshot().context;
      expect(failure && t(failure.key, { error: failure.detail })).toBe(alert);
      actor.stop();
    }
  });
});
