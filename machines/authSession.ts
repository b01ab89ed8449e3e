import { assign, fromPromise, setup } from 'xstate';
import { jwtDecode } from 'jwt-decode';
import { extractProfile, fetchProfile } from '@/api/profile';
import { isApiError } from '@/api/client';
import { settleUnlessAborted } from './settleUnlessAborted';

/**
 * App-wide auth session (SPEC §4 Auth, §5 Token validity, §8 Profile (header)).
 *
 * - loggedIn only when the access token exists, decodes (jwt-decode) and its exp is in the future;
 * - expired when a token exists but is expired, has no exp or does not decode (decode failures are
 *   logged): the user icon hover shows 'Your login has expired';
 * - loggedOut otherwise. The name is cleared whenever the session is not valid.
 * Re-evaluated on every 'auth.evaluate' (the provider sends it on each route change and on storage
 * events from other tabs) and, while logged in, automatically at the moment the token expires.
 * While logged in the profile is fetched (each evaluation with a valid token re-fetches it):
 * 401 logs out, 404 is only logged, an unexpected shape warns and falls back to a top-level
 * full_name, any other failure is logged and the name kept.
 *
 * Pure: storage and navigation are named actions the app swaps in with .provide();
 * the token is read through the `readAccessToken` function given as input.
 */

export type TokenCheck =
  | { status: 'valid'; token: string; expiresAt: number }
  | { status: 'missing' }
  | { status: 'expired'; token: string; expiresAt: number | null; reason: 'expired' | 'noExp' | 'undecodable' };

/** Pure token check shared by the machine and the login gate. */
export function checkAccessToken(token: string | null | undefined, nowMs: number): TokenCheck {
  if (!token) return { status: 'missing' };
  let exp: unknown;
  try {
    exp = jwtDecode(token).exp;
  } catch {
    return { status: 'expired', token, expiresAt: null, reason: 'undecodable' };
  }
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return { status: 'expired', token, expiresAt: null, reason: 'noExp' };
  const expiresAt = exp * 1000;
  if (expiresAt <= nowMs) return { status: 'expired', token, expiresAt, reason: 'expired' };
  return { status: 'valid', token, expiresAt };
}

export type AuthStatus = 'loggedIn' | 'loggedOut' | 'expired';

export interface AuthSessionInput {
  /** Reads the current access token (the app reads localStorage 'access'). */
  readAccessToken: () => string | null;
  /** Clock, for tests. */
  now?: () => number;
}

export interface AuthSessionContext {
  readAccessToken: () => string | null;
  now: () => number;
  accessToken: string | null;
  expiresAt: number | null;
  userName: string | null;
  /** Result of the last evaluation, read by the routing guards. */
  check: TokenCheck;
}

export type AuthSessionEvent =
  { type: 'auth.evaluate' } | { type: 'auth.loggedIn'; access: string; refresh: string } | { type: 'auth.logout' };

/** setTimeout cannot wait longer than this (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

export const authSessionMachine = setup({
  types: {
    context: {} as AuthSessionContext,
    events: {} as AuthSessionEvent,
    input: {} as AuthSessionInput,
  },
  actions: {
    /** Writes access and refresh (and isLoggedIn 'true'); provided by the app. */
    persistTokens: (_, _params: { access: string; refresh: string }) => {},
    /** Removes access, refresh and isLoggedIn; provided by the app. */
    clearTokens: () => {},
    /** Writes isLoggedIn 'true'; provided by the app. */
    markLoggedIn: () => {},
    /** Removes isLoggedIn; provided by the app. */
    clearLoggedInFlag: () => {},
    /** Goes to /login and scrolls to the top; provided by the app. */
    redirectToLogin: () => {},
    logWarning: (_, params: { message: string; detail?: unknown }) => {
      console.warn(`[auth] ${params.message}`, params.detail ?? '');
    },
    evaluate: assign(({ context }) => {
      const check = checkAccessToken(context.readAccessToken(), context.now());
      return {
        check,
        accessToken: check.status === 'missing' ? null : check.token,
        expiresAt: check.status === 'missing' ? null : check.expiresAt,
      };
    }),
    clearSession: assign({
      accessToken: null,
      expiresAt: null,
      userName: null,
      check: { status: 'missing' } as TokenCheck,
    }),
    clearName: assign({ userName: null }),
  },
  guards: {
    tokenValid: ({ context }) => context.check.status === 'valid',
    tokenExpired: ({ context }) => context.check.status === 'expired',
    tokenUndecodable: ({ context }) => context.check.status === 'expired' && context.check.reason === 'undecodable',
  },
  delays: {
    /** Until the access token's exp, so the icon turns to 'expired' without waiting for a navigation. */
    untilExpiry: ({ context }) =>
      context.expiresAt === null ? MAX_TIMER_MS : Math.min(Math.max(0, context.expiresAt - context.now()), MAX_TIMER_MS),
  },
  actors: {
    loadProfile: fromPromise<unknown, { token: string }>(({ input, signal }) =>
      settleUnlessAborted(signal, () => fetchProfile(input.token, signal)),
    ),
  },
}).createMachine({
  id: 'authSession',
  context: ({ input }) => ({
    readAccessToken: input.readAccessToken,
    now: input.now ?? Date.now,
    accessToken: null,
    expiresAt: null,
    userName: null,
    check: { status: 'missing' },
  }),
  initial: 'evaluating',
  on: {
    'auth.loggedIn': {
      target: '.evaluating',
      reenter: true,
      actions: [
        { type: 'persistTokens', params: ({ event }) => ({ access: event.access, refresh: event.refresh }) },
        'clearName',
      ],
    },
    'auth.logout': { target: '.loggedOut', actions: ['clearTokens', 'clearSession', 'redirectToLogin'] },
  },
  states: {
    evaluating: {
      entry: 'evaluate',
      always: [
        { guard: 'tokenValid', target: 'loggedIn' },
        {
          guard: 'tokenUndecodable',
          target: 'expired',
          actions: {
            type: 'logWarning',
            params: { message: 'The access token could not be decoded; the session is treated as expired.' },
          },
        },
        { guard: 'tokenExpired', target: 'expired' },
        { target: 'loggedOut' },
      ],
    },
    loggedOut: {
      entry: ['clearName', 'clearLoggedInFlag'],
      on: {
        'auth.evaluate': { target: 'evaluating', reenter: true },
      },
    },
    expired: {
      entry: ['clearName', 'clearLoggedInFlag'],
      on: {
        'auth.evaluate': { target: 'evaluating', reenter: true },
      },
    },
    loggedIn: {
      entry: 'markLoggedIn',
      initial: 'loadingProfile',
      after: {
        untilExpiry: { target: 'evaluating', reenter: true },
      },
      on: {
        'auth.evaluate': { target: 'evaluating', reenter: true },
      },
      states: {
        loadingProfile: {
          invoke: {
            src: 'loadProfile',
            input: ({ context }) => ({ token: context.accessToken ?? '' }),
            onDone: [
              {
                guard: ({ event }) => extractProfile(event.output).shape === 'user',
                target: 'profileLoaded',
                actions: assign(({ event, context }) => ({
                  userName: nonEmpty(extractProfile(event.output).profile?.full_name) ?? context.userName,
                })),
              },
              {
                target: 'profileLoaded',
                actions: [
                  {
                    type: 'logWarning',
                    params: ({ event }) => ({
                      message: 'Unexpected profile response shape; falling back to a top-level full_name.',
                      detail: event.output,
                    }),
                  },
                  assign(({ event, context }) => ({ userName: topLevelFullName(event.output) ?? context.userName })),
                ],
              },
            ],
            onError: [
              {
                guard: ({ event }) => isApiError(event.error) && event.error.status === 401,
                target: '#authSession.loggedOut',
                actions: [
                  { type: 'logWarning', params: { message: 'The profile call answered 401; logging out.' } },
                  'clearTokens',
                  'clearSession',
                  'redirectToLogin',
                ],
              },
              {
                guard: ({ event }) => isApiError(event.error) && event.error.status === 404,
                target: 'profileFailed',
                actions: { type: 'logWarning', params: { message: 'Profile not found (404).' } },
              },
              {
                target: 'profileFailed',
                actions: {
                  type: 'logWarning',
                  params: ({ event }) => ({ message: 'The profile could not be loaded; keeping the name.', detail: event.error }),
                },
              },
            ],
          },
        },
        profileLoaded: {},
        profileFailed: {},
      },
    },
  },
});

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Top-level full_name of a profile body (the fallback of SPEC §7/§8). */
function topLevelFullName(body: unknown): string | null {
  if (body && typeof body === 'object') return nonEmpty((body as Record<string, unknown>).full_name);
  return null;
}

/** The status the UI shows for a snapshot. */
export function authStatusOf(snapshot: { matches: (state: 'loggedIn' | 'expired') => boolean }): AuthStatus {
  if (snapshot.matches('loggedIn')) return 'loggedIn';
  if (snapshot.matches('expired')) return 'expired';
  return 'loggedOut';
}
