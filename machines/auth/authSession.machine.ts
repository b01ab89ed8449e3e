import { assign, emit, enqueueActions, fromCallback, setup } from 'xstate';
import { jwtDecode } from 'jwt-decode';
import { isApiError, provided } from '../shared';
import { extractProfile, invalidFieldsWarning, nonEmpty, topLevelFullName } from './profile';

/**
 * App-wide auth session (product §4 Auth, §5 Token validity, §8 Profile (header)).
 *
 * - loggedIn only when the access token exists, decodes (jwt-decode) and its exp is in the future;
 * - expired when a token exists but is expired, has no exp or does not decode (decode failures are
 *   logged): the user icon hover shows 'Your login has expired';
 * - loggedOut otherwise. The name is cleared whenever the session is not valid.
 * Re-evaluated on every 'auth.evaluate' (the provider sends it on each route change) and, while logged
 * in, automatically at the moment the token expires.
 * While logged in the profile is fetched (each evaluation with a valid token re-fetches it):
 * 401 logs out, 404 is only logged, an unexpected shape warns and falls back to a top-level
 * full_name, any other failure is logged and the name kept.
 *
 * The machine is the source of truth for the session: it holds the tokens in its context and mirrors
 * them to browser storage. Storage is read once, at start (the input's readers), and again only when another tab
 * changes it ('auth.storageChanged', sent by the `watchOtherTabs` actor the app provides, so a logout, a login
 * or an expiry in one tab reaches the others).
 *
 * A session ends cleanly: when the access token expires (or turns out unreadable), both tokens leave the
 * context and storage (`expireTokens`), and only a marker that is not a credential (`sessionExpired`) remains,
 * so the header can still say that the login expired, after a reload too, until the next login or logout.
 * The refresh token is kept as product §3 asks and never sent: no call of product §7 uses it; it leaves with
 * the access token. A login writes the mirror through the `persistTokens` actor; when
 * storage refuses (Safari blocking it, quota full) the visitor stays logged in for this page
 * (`persistence: 'memoryOnly'`) and the machine emits 'session.notKept' so the app can say that the
 * session will not survive closing the page. An explicit logout emits 'session.loggedOut' (the app then
 * forgets the visitor's cart, wishlist and last product: shared computers).
 *
 * Pure: storage and navigation are named actions and actors the app swaps in with .provide().
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

/** The tokens as mirrored in browser storage (localStorage 'access' and 'refresh'). */
export interface StoredTokens {
  access: string | null;
  refresh: string | null;
}

/** What another tab left in storage: the tokens, and whether its session ended by expiry (the marker). */
export interface StoredSession extends StoredTokens {
  expired: boolean;
}

export interface AuthSessionInput {
  /** Reads the stored access token (the app reads localStorage 'access'); called once, when the machine starts. */
  readAccessToken: () => string | null;
  /** Reads the stored refresh token, once, at start. */
  readRefreshToken?: () => string | null;
  /** Reads the expiry marker (a session ended by expiry, no credential), once, at start. */
  readExpiredMarker?: () => boolean;
  /** Clock, for tests. */
  now?: () => number;
}

/** Where the session lives: mirrored in storage, or only in this page (storage refused the write). */
export type SessionPersistence = 'stored' | 'memoryOnly';

export interface AuthSessionContext {
  now: () => number;
  accessToken: string | null;
  refreshToken: string | null;
  expiresAt: number | null;
  userName: string | null;
  /** The last session ended by expiry (the marker): shown as expired while no token is held. */
  sessionExpired: boolean;
  /** Result of the last evaluation, read by the routing guards. */
  check: TokenCheck;
  persistence: SessionPersistence;
}

export type AuthSessionEvent =
  | { type: 'auth.evaluate' }
  | { type: 'auth.loggedIn'; access: string; refresh: string }
  | { type: 'auth.logout' }
  /** The server refused the token elsewhere (the profile page's 401): end the session, the caller navigates. */
  | { type: 'auth.rejected' }
  /** Another tab changed the stored tokens or the expiry marker (storage event): adopt them. */
  | { type: 'auth.storageChanged'; access: string | null; refresh: string | null; expired?: boolean }
  /** From the persistTokens actor: the mirror was written, or storage refused it. */
  | { type: 'auth.persisted' }
  | { type: 'auth.persistFailed' };

/** Notifications for the app (actor.on): the session cannot be kept after closing the page; the visitor logged out. */
export type AuthSessionEmitted = { type: 'session.notKept' } | { type: 'session.loggedOut' };

/** setTimeout cannot wait longer than this (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

export const authSessionMachine = setup({
  types: {
    context: {} as AuthSessionContext,
    events: {} as AuthSessionEvent,
    input: {} as AuthSessionInput,
    emitted: {} as AuthSessionEmitted,
  },
  actions: {
    /** Removes access, refresh, isLoggedIn and the expiry marker; provided by the app. */
    clearTokens: () => {},
    /** The session expired: writes the expiry marker, then removes access, refresh and isLoggedIn; provided by the app. */
    expireTokens: () => {},
    /** Writes isLoggedIn 'true'; provided by the app. */
    markLoggedIn: () => {},
    /** Removes isLoggedIn; provided by the app. */
    clearLoggedInFlag: () => {},
    /** Goes to /login and scrolls to the top; provided by the app. */
    redirectToLogin: () => {},
    logWarning: (_, params: { message: string; detail?: unknown }) => {
      console.warn(`[auth] ${params.message}`, params.detail ?? '');
    },
    /** Checks the token held in context (never storage: a failed mirror write must not end the session). */
    evaluate: assign(({ context }) => {
      const check = checkAccessToken(context.accessToken, context.now());
      return {
        check,
        accessToken: check.status === 'missing' ? null : check.token,
        expiresAt: check.status === 'missing' ? null : check.expiresAt,
      };
    }),
    clearSession: assign({
      accessToken: null,
      refreshToken: null,
      expiresAt: null,
      userName: null,
      check: { status: 'missing' } as TokenCheck,
      persistence: 'stored' as SessionPersistence,
      sessionExpired: false,
    }),
    /** Expiry: no credential stays in memory either, only the marker. */
    forgetExpiredTokens: assign({
      accessToken: null,
      refreshToken: null,
      expiresAt: null,
      sessionExpired: true,
      check: { status: 'missing' } as TokenCheck,
    }),
    clearName: assign({ userName: null }),
  },
  guards: {
    sessionStored: ({ context }) => context.persistence === 'stored',
    tokenValid: ({ context }) => context.check.status === 'valid',
    tokenExpired: ({ context }) =>
      context.check.status === 'expired' || (context.check.status === 'missing' && context.sessionExpired),
    tokenUndecodable: ({ context }) => context.check.status === 'expired' && context.check.reason === 'undecodable',
  },
  delays: {
    /** Until the access token's exp, so the icon turns to 'expired' without waiting for a navigation. */
    untilExpiry: ({ context }) =>
      context.expiresAt === null ? MAX_TIMER_MS : Math.min(Math.max(0, context.expiresAt - context.now()), MAX_TIMER_MS),
  },
  actors: {
    /**
     * Mirrors the tokens to storage and answers 'auth.persisted' or 'auth.persistFailed'; provided by the
     * app. This placeholder has no storage, so the session stays in memory.
     */
    persistTokens: fromCallback<AuthSessionEvent, { access: string; refresh: string }>(({ sendBack }) => {
      sendBack({ type: 'auth.persistFailed' });
    }),
    /** GET /api/users/profile/ with the access token; resolves the body as returned. Provided by the auth feature. */
    loadProfile: provided<unknown, { token: string }>('loadProfile'),
    /**
     * Listens to the other tabs (storage events or a broadcast) and sends 'auth.storageChanged' with what
     * storage now holds; provided by the app. This placeholder listens to nothing.
     */
    watchOtherTabs: fromCallback<AuthSessionEvent>(() => {}),
  },
}).createMachine({
  id: 'authSession',
  context: ({ input }) => ({
    now: input.now ?? Date.now,
    accessToken: input.readAccessToken() || null,
    refreshToken: input.readRefreshToken?.() || null,
    expiresAt: null,
    userName: null,
    sessionExpired: input.readExpiredMarker?.() ?? false,
    check: { status: 'missing' },
    persistence: 'stored',
  }),
  invoke: { src: 'watchOtherTabs' },
  initial: 'evaluating',
  on: {
    'auth.loggedIn': {
      target: '.saving',
      reenter: true,
      actions: [
        assign(({ event }) => ({ accessToken: event.access, refreshToken: event.refresh, sessionExpired: false })),
        'clearName',
      ],
    },
    'auth.logout': {
      target: '.loggedOut',
      actions: ['clearTokens', 'clearSession', 'redirectToLogin', emit({ type: 'session.loggedOut' })],
    },
    'auth.rejected': { target: '.loggedOut', actions: ['clearTokens', 'clearSession'] },
    'auth.storageChanged': {
      // A login writes several keys: only a change of what this tab holds is news.
      guard: ({ context, event }) =>
        (event.access || null) !== context.accessToken ||
        (event.refresh || null) !== context.refreshToken ||
        (event.expired ?? false) !== context.sessionExpired,
      target: '.evaluating',
      reenter: true,
      actions: [
        enqueueActions(({ context, event, enqueue }) => {
          if (event.access !== context.accessToken) enqueue('clearName');
        }),
        assign(({ event }) => ({
          accessToken: event.access || null,
          refreshToken: event.refresh || null,
          sessionExpired: event.expired ?? false,
          persistence: 'stored' as SessionPersistence,
        })),
      ],
    },
  },
  states: {
    /** A login's tokens are in context; the mirror is being written (synchronously, by the app's actor). */
    saving: {
      invoke: {
        src: 'persistTokens',
        input: ({ context }) => ({ access: context.accessToken ?? '', refresh: context.refreshToken ?? '' }),
      },
      on: {
        'auth.persisted': { target: 'evaluating', actions: assign({ persistence: 'stored' as SessionPersistence }) },
        'auth.persistFailed': {
          target: 'evaluating',
          actions: [
            assign({ persistence: 'memoryOnly' as SessionPersistence }),
            { type: 'logWarning', params: { message: 'Storage refused the session; it lasts only while this page is open.' } },
            emit({ type: 'session.notKept' }),
          ],
        },
      },
    },
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
      // Both tokens leave storage (a stored session only: a session kept in memory never wrote them, and
      // storage may hold another tab's) and memory; the marker says the login expired.
      entry: [
        'clearName',
        'clearLoggedInFlag',
        enqueueActions(({ check, enqueue }) => {
          if (check('sessionStored')) enqueue('expireTokens');
        }),
        'forgetExpiredTokens',
      ],
      on: {
        'auth.evaluate': { target: 'evaluating', reenter: true },
      },
    },
    loggedIn: {
      // The isLoggedIn flag mirrors a stored session only.
      entry: enqueueActions(({ check, enqueue }) => {
        if (check('sessionStored')) enqueue('markLoggedIn');
      }),
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
                actions: [
                  assign(({ event, context }) => ({
                    userName: nonEmpty(extractProfile(event.output).profile?.full_name) ?? context.userName,
                  })),
                  enqueueActions(({ event, enqueue }) => {
                    const message = invalidFieldsWarning(event.output);
                    if (message) enqueue({ type: 'logWarning', params: { message } });
                  }),
                ],
              },
              {
                target: 'profileLoaded',
                actions: [
                  {
                    // Never the body itself: it holds personal data.
                    type: 'logWarning',
                    params: { message: 'Unexpected profile response shape; falling back to a top-level full_name.' },
                  },
                  enqueueActions(({ event, enqueue }) => {
                    const message = invalidFieldsWarning(event.output);
                    if (message) enqueue({ type: 'logWarning', params: { message } });
                  }),
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
                  params: ({ event }) => ({
                    message: 'The profile could not be loaded; keeping the name.',
                    detail: failureSummary(event.error),
                  }),
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

/** What a failed profile call may log: its kind and status, never its body (personal data). */
function failureSummary(error: unknown): string {
  if (isApiError(error)) return error.status === undefined ? error.kind : `${error.kind} ${error.status}`;
  return error instanceof Error ? error.name : 'unknown error';
}

/** The status the UI shows for a snapshot. */
export function authStatusOf(snapshot: { matches: (state: 'loggedIn' | 'expired') => boolean }): AuthStatus {
  if (snapshot.matches('loggedIn')) return 'loggedIn';
  if (snapshot.matches('expired')) return 'expired';
  return 'loggedOut';
}
