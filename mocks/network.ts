import { delay, http, type HttpHandler } from 'msw';
import { faultResponse, type FaultKind } from './scenarios';
import { mockLanguage } from './handlers/messages';

/**
 * Network conditions laid over every call the site makes (Storybook's "Network" toolbar, .storybook/network.tsx,
 * issue 16):
 *   slow:      every call answers as usual, 2.5 s late
 *   hang:      no call ever answers (the pending states hold)
 *   offline:   every call fails as a network error
 *   server:    every call answers 500
 *   malformed: every call answers 200 with a body that is not JSON
 */
export type NetworkCondition = 'normal' | 'slow' | 'hang' | 'offline' | 'server' | 'malformed';

const FAULT: Record<Exclude<NetworkCondition, 'normal' | 'slow'>, FaultKind> = {
  hang: 'hang',
  offline: 'network',
  server: 'server',
  malformed: 'malformed',
};

/**
 * Every address under `prefix` at the root of any origin (the mocks answer the demo's origin and a test's
 * localhost alike). Anchored at the origin on purpose (#35): a pattern such as `*\/api/*` also claims the
 * page's own modules, which the mock service worker sees too, `/src/api/client.ts` or
 * `/src/pages/payment/PaymentCancelledPage.tsx`, or any file of a checkout in a folder named `api`; under the
 * "offline" condition those failed to load, and a story file imported after such a story did not load at all.
 */
export function underOrigin(prefix: string): RegExp {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`^[a-z][a-z\\d+.-]*://[^/]+${escaped}`);
}

/** Every address the site calls: the backend (`/api/...`, `/payment/`) on any origin, and the breach lookup. */
export const SITE_CALLS: (string | RegExp)[] = [
  underOrigin('/api/'),
  underOrigin('/payment/'),
  'https://api.pwnedpasswords.com/*',
];

export function networkHandlers(condition: NetworkCondition): HttpHandler[] {
  if (condition === 'normal') return [];
  if (condition === 'slow') {
    // A resolver that returns nothing hands the call on to the story's own handlers, late.
    return SITE_CALLS.map((path) =>
      http.all(path, async () => {
        await delay(2500);
      }),
    );
  }
  const kind = FAULT[condition];
  return SITE_CALLS.map((path) => http.all(path, ({ request }) => faultResponse(kind, undefined, mockLanguage(request))));
}
