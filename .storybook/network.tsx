import type { HttpHandler } from 'msw';
import type { Decorator, Loader } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { networkHandlers, type NetworkCondition } from '../mocks/network';
import { handlersLoading } from '../stories/support/mswReady';
import { theme } from '../src/theme';

/**
 * The "Network" toolbar (issue 16): any story, page or flow, seen under a network condition without a story
 * of its own. The condition (mocks/network.ts) is laid over the story's own handlers (set by mswLoader just
 * before), for every call the site makes: the backend (`/api/...`, `/payment/`) and the breach lookup. Under
 * "offline" the browser also says it is offline (navigator.onLine false), so forms show their offline
 * message (#39).
 */
export type { NetworkCondition };
export const NETWORK_CONDITIONS: { value: NetworkCondition; title: string }[] = [
  { value: 'normal', title: 'Network: normal' },
  { value: 'slow', title: 'Network: slow (2.5 s)' },
  { value: 'hang', title: 'Network: no answer' },
  { value: 'offline', title: 'Network: offline' },
  { value: 'server', title: 'Network: server error (500)' },
  { value: 'malformed', title: 'Network: malformed answer' },
];

/**
 * One worker for every story; what no story's handler answers (the preview's own files, translations,
 * pictures) goes to the network as it is.
 */
const storyHandlers = mswLoader(async () => {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
  return worker;
});

/**
 * The browser's own word on the connection (#39): the API client reads `navigator.onLine` when a call fails,
 * to tell "offline" from "server unreachable". On under the toolbar's "offline", or for a story that sets
 * `parameters.browserOffline` (a call of its own fails while others answered: the reset form, whose link was
 * checked before the connection dropped); off otherwise, so the next story in this frame is online again.
 */
function browserSaysOffline(offline: boolean) {
  if (offline) Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  else Reflect.deleteProperty(navigator, 'onLine');
}

/**
 * The story's handlers (msw-storybook-addon's loader, which resets the worker and puts them on), then the
 * toolbar's condition over them. One loader, because Storybook runs loaders concurrently.
 */
export const mswWithNetwork: Loader = (context) => {
  const loading = (async () => {
    const condition = (context.globals.network as NetworkCondition | undefined) ?? 'normal';
    browserSaysOffline(condition === 'offline' || (context.parameters as { browserOffline?: boolean }).browserOffline === true);
    await storyHandlers(context);
    const worker = (context as unknown as { msw?: { use: (...handlers: HttpHandler[]) => void } }).msw;
    const handlers = networkHandlers(condition);
    if (worker && handlers.length) worker.use(...handlers);
    return {};
  })();
  // The story's other loaders (a machine seed making real calls) wait for the handlers (stories/support/mswReady.ts).
  handlersLoading(context, loading);
  return loading;
};

/**
 * A label above a story the Network toolbar has put under a condition it was not written for (issue 35): its
 * play function checks what the story shows on its own network, so a failed check there is what the condition
 * causes on purpose, not a bug. Storybook gives no project-wide hook around a story's play function, so the
 * Interactions panel still shows that check in red; this label says it is expected. Stories that choose a
 * condition themselves (`globals: { network: 'server' }`) get no label: their checks are for that condition.
 */
export const withNetworkNotice: Decorator = (Story, context) => {
  const condition = (context.globals.network as NetworkCondition | undefined) ?? 'normal';
  if (condition === 'normal' || context.storyGlobals?.network === condition) return <Story />;
  const title = NETWORK_CONDITIONS.find((c) => c.value === condition)?.title ?? condition;
  return (
    <>
      <p
        role="note"
        data-network-notice=""
        style={{
          margin: '0 0 8px',
          padding: '4px 8px',
          borderRadius: 4,
          background: '#fef3c7',
          color: '#78350f',
          // The site's own font, not a system one (docs/decisions/0031-captures-use-shipped-fonts.md).
          fontFamily: theme.fonts.body,
          fontSize: 13,
          lineHeight: 1.5,
        }}
      >
        {title}, set from the toolbar. The failures it causes are expected: a check of this story that fails in the Interactions
        panel was written for the story&apos;s own network.
      </p>
      <Story />
    </>
  );
};
