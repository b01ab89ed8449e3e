import { delay, http, type HttpHandler } from 'msw';
import type { Loader } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { apiPath, faultResponse, type FaultKind } from '../mocks/scenarios';
import { mockLanguage } from '../mocks/handlers/messages';

/**
 * The "Network" toolbar (issue 16): any story, page or flow, seen under a network condition without a story
 * of its own. The condition is laid over the story's own handlers (set by mswLoader just before), for every
 * call the site makes: the backend (`/api/...`, `/payment/`) and the breach lookup.
 *   slow:     every call answers as usual, 2.5 s late
 *   hang:     no call ever answers (the pending states hold)
 *   offline:  every call fails as a network error
 *   server:   every call answers 500
 *   malformed: every call answers 200 with a body that is not JSON
 */
export type NetworkCondition = 'normal' | 'slow' | 'hang' | 'offline' | 'server' | 'malformed';

export const NETWORK_CONDITIONS: { value: NetworkCondition; title: string }[] = [
  { value: 'normal', title: 'Network: normal' },
  { value: 'slow', title: 'Network: slow (2.5 s)' },
  { value: 'hang', title: 'Network: no answer' },
  { value: 'offline', title: 'Network: offline' },
  { value: 'server', title: 'Network: server error (500)' },
  { value: 'malformed', title: 'Network: malformed answer' },
];

const FAULT: Record<Exclude<NetworkCondition, 'normal' | 'slow'>, FaultKind> = {
  hang: 'hang',
  offline: 'network',
  server: 'server',
  malformed: 'malformed',
};

/** Every address the site calls: the backend on any origin (mocks/scenarios.ts apiPath) and the breach lookup. */
const CALLS = [apiPath('/api/*'), apiPath('/payment/*'), 'https://api.pwnedpasswords.com/*'];

export function networkHandlers(condition: NetworkCondition): HttpHandler[] {
  if (condition === 'normal') return [];
  if (condition === 'slow') {
    // A resolver that returns nothing hands the call on to the story's own handlers, late.
    return CALLS.map((path) =>
      http.all(path, async () => {
        await delay(2500);
      }),
    );
  }
  const kind = FAULT[condition];
  return CALLS.map((path) => http.all(path, ({ request }) => faultResponse(kind, undefined, mockLanguage(request))));
}

const storyHandlers = mswLoader();

/**
 * The story's handlers (msw-storybook-addon's loader, which resets the worker and puts them on), then the
 * toolbar's condition over them. One loader, because Storybook runs loaders concurrently.
 */
export const mswWithNetwork: Loader = async (context) => {
  await storyHandlers(context);
  const condition = (context.globals.network as NetworkCondition | undefined) ?? 'normal';
  const worker = (context as unknown as { msw?: { use: (...handlers: HttpHandler[]) => void } }).msw;
  const handlers = networkHandlers(condition);
  if (worker && handlers.length) worker.use(...handlers);
  return {};
};
