import { assign, setup } from 'xstate';
import { bodyString, isApiError, keyMessage, provided, textMessage, type AccountMessage } from '../shared';
import { extractProfile, type Profile } from './profile';

/**
 * Profile page (product §2 Profile page, §4 Profile, §7 GET /api/users/profile/, §8 Profile page).
 *
 * loading -> loaded (the profile, from { success, user } or the body itself)
 *         -> empty ('Empty profile data received'; retry): no body, or an object without profile values
 *         -> error 'Failed to load profile' for a 200 whose body is not an object (e.g. an HTML page)
 *         -> error (retry): another HTTP error shows the server message (detail, message or error)
 *            or 'Server error'; anything else (network, timeout) 'Failed to load profile'
 *         -> unauthorized: a 401 clears the access token and redirects to /login.
 * 'profile.retry' loads again. The token is given as input; the page redirects to /login before
 * starting when there is none.
 */
export interface ProfilePageContext {
  token: string;
  profile: Profile | null;
  error: AccountMessage | null;
}

export type ProfilePageEvent = { type: 'profile.retry' };

export const profileKeys = {
  server: 'profile.errors.server',
  failed: 'profile.errors.failed',
  empty: 'profile.errors.empty',
} as const;

export function profileFailureMessage(error: unknown): AccountMessage {
  if (isApiError(error) && error.kind === 'http') {
    const text = bodyString(error.body, 'detail') ?? bodyString(error.body, 'message') ?? bodyString(error.body, 'error');
    return text ? textMessage(text) : keyMessage(profileKeys.server);
  }
  return keyMessage(profileKeys.failed);
}

/** What a successful answer holds: a profile with at least one value, nothing, or something unreadable. */
export function classifyProfileBody(
  body: unknown,
): { kind: 'profile'; profile: Profile } | { kind: 'empty' } | { kind: 'unreadable' } {
  const { profile } = extractProfile(body);
  if (profile && Object.values(profile).some((v) => v !== null && v !== undefined && v !== ''))
    return { kind: 'profile', profile };
  if (body === undefined || body === null || body === '') return { kind: 'empty' };
  if (typeof body === 'object' && !Array.isArray(body)) return { kind: 'empty' };
  return { kind: 'unreadable' };
}

export const profilePageMachine = setup({
  types: {
    context: {} as ProfilePageContext,
    events: {} as ProfilePageEvent,
    input: {} as { token: string },
  },
  actions: {
    /** Removes the stored access token; provided by the page. */
    clearAccessToken: () => {},
    /** Goes to /login; provided by the page. */
    redirectToLogin: () => {},
  },
  actors: {
    /** GET /api/users/profile/ with the token; resolves the body as returned. Provided by the auth feature. */
    loadProfile: provided<unknown, { token: string }>('loadProfile'),
  },
}).createMachine({
  id: 'profilePage',
  context: ({ input }) => ({ token: input.token, profile: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: ({ event }) => classifyProfileBody(event.output).kind === 'profile',
            target: 'loaded',
            actions: assign(({ event }) => ({ profile: extractProfile(event.output).profile })),
          },
          {
            guard: ({ event }) => classifyProfileBody(event.output).kind === 'empty',
            target: 'empty',
            actions: assign({ error: keyMessage(profileKeys.empty), profile: null }),
          },
          { target: 'error', actions: assign({ error: keyMessage(profileKeys.failed), profile: null }) },
        ],
        onError: [
          {
            guard: ({ event }) => isApiError(event.error) && event.error.status === 401,
            target: 'unauthorized',
            actions: ['clearAccessToken', 'redirectToLogin'],
          },
          { target: 'error', actions: assign(({ event }) => ({ error: profileFailureMessage(event.error) })) },
        ],
      },
    },
    loaded: {},
    empty: {
      on: { 'profile.retry': 'loading' },
    },
    error: {
      on: { 'profile.retry': 'loading' },
    },
    unauthorized: { type: 'final' },
  },
});
