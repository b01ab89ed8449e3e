import { memo, Suspense, use, useId, type ReactNode } from 'react';
import { useHydrated } from './useHydrated';

/**
 * A part of a prerendered page that hydrates on its own: a Suspense boundary, so React hydrates and
 * commits it in a task of its own, after the parts before it, and a long page does not hydrate in one long
 * task. It renders its children as they are; the fallback is never shown.
 *
 * Hydrated when needed: while the app hydrates the served page, an island stays the served HTML
 * (readable, its links working as links) until the first of
 * - it comes near the viewport (about a screen ahead of a scrolling visitor);
 * - the visitor reaches into it: a pointer, a key, focus, a click or typing, seen at the document before React
 *   sees it, so the island no longer waits when React hydrates it for the event (React's selective hydration:
 *   a boundary an event lands in is hydrated at once, then the event is handled);
 * - the app navigates (a navigation renders the page again, and must not wait for islands nobody looked at);
 * - the page has been live and quiet for a while: the rest hydrate one by one when the browser is idle.
 * So a phone hydrates the screen it shows first, not the whole home page (Astro's `client:visible`, Angular's
 * `hydrate on viewport / interaction`). Suspending on a promise is React's own way to leave a boundary
 * dehydrated and hydrate it when the promise settles; while an island waits, updates of its props are held
 * back (a dehydrated boundary that receives new props cannot hydrate with them), and it hydrates with the props
 * it was served with. Only when the app hydrates the served page (`deferIslandHydration`): a page rendered
 * anew over it, a client-side render and the prerender never wait.
 *
 * `data-hydrated` on the island's element says that React has it (for tests and QA).
 */
export function Island({ children }: { children: ReactNode }) {
  return <IslandBoundary id={useId()}>{children}</IslandBoundary>;
}

const IslandBoundary = memo(
  function IslandBoundary({ id, children }: { id: string; children: ReactNode }) {
    return (
      <Suspense fallback={null}>
        <WhenNeeded id={id}>
          <IslandBody id={id}>{children}</IslandBody>
        </WhenNeeded>
      </Suspense>
    );
  },
  (before, after) => before.id === after.id && waiting.has(after.id),
);

function IslandBody({ id, children }: { id: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div data-island={id} data-hydrated={hydrated || undefined} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/** Islands React waits on, by id: the promise and how to settle it. */
const waiting = new Map<string, { promise: Promise<void>; wake: () => void }>();
/** Islands that were needed: they never wait (again). */
const woken = new Set<string>();

/** How close to the viewport an island hydrates: about a screen ahead of a scrolling visitor. */
const AHEAD = '100% 0px';
/**
 * How long after the app starts to hydrate the islands nobody needed yet hydrate, one per idle period: past
 * the first quiet five seconds after the page is live, when a page counts as interactive (Lighthouse's TTI).
 */
export const ISLANDS_IDLE_AFTER_MS = 8000;

const INTERACTIONS = ['pointerdown', 'mousedown', 'touchstart', 'focusin', 'keydown', 'click', 'input'] as const;
const SERVED = '[data-island]';

/** Set when the app hydrates the served page (src/app/start.tsx); a page rendered anew over it never waits. */
let hydratingServedPage = false;

/**
 * Settles an island's wait. An island coming into view or woken when idle is hydrated as React retries a
 * settled boundary, at a retry priority and in short slices, so a phone stays free to handle a tap; one the
 * visitor reaches into is hydrated by React at once for the event.
 */
function wake(id: string | null) {
  if (id === null || woken.has(id)) return;
  woken.add(id);
  const entry = waiting.get(id);
  if (entry) {
    waiting.delete(id);
    entry.wake();
  }
}

/**
 * One capture listener at the document: it runs before React's own at the root, so an island the visitor
 * reaches into is marked needed before React tries to hydrate it for the event, whether or not React has
 * looked at it yet.
 */
function onInteraction(event: Event) {
  const target = event.target;
  if (target instanceof Element) wake(target.closest(SERVED)?.getAttribute('data-island') ?? null);
}

/**
 * The app hydrates the served HTML (call right after `hydrateRoot`): its islands may wait until they are needed. Watches them from here on (the served page has them all), in
 * view and touched.
 */
export function deferIslandHydration() {
  if (typeof IntersectionObserver === 'undefined') return;
  hydratingServedPage = true;
  for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, true);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        wake(entry.target.parentElement?.closest(SERVED)?.getAttribute('data-island') ?? null);
      }
    },
    { rootMargin: AHEAD },
  );
  // The island's own element has no box (display: contents): what it holds is watched.
  document.querySelectorAll(SERVED).forEach((island) => {
    for (const part of island.children) observer.observe(part);
  });
}

/** Every island hydrates now (the app is navigating); none waits from here on. */
export function wakeAllIslands() {
  hydratingServedPage = false;
  for (const id of [...waiting.keys()]) wake(id);
}

/**
 * The islands nobody needed yet hydrate `delayMs` after the app starts, one per idle period of the browser, so
 * each is a short task of its own.
 */
export function wakeIslandsWhenIdle(delayMs = ISLANDS_IDLE_AFTER_MS) {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  const next = () => {
    const served = [...document.querySelectorAll(SERVED)].map((island) => island.getAttribute('data-island'));
    const id = served.find((candidate) => candidate !== null && !woken.has(candidate));
    if (id === undefined) return;
    wake(id);
    idle(next);
  };
  window.setTimeout(() => idle(next), delayMs);
}

function waitFor(id: string): Promise<void> {
  const known = waiting.get(id);
  if (known) return known.promise;
  let settle!: () => void;
  const promise = new Promise<void>((resolve) => (settle = resolve));
  waiting.set(id, { promise, wake: settle });
  return promise;
}

function WhenNeeded({ id, children }: { id: string; children: ReactNode }) {
  if (hydratingServedPage && !woken.has(id)) {
    // This island's served HTML is on the page and React has not hydrated it yet: wait until it is needed.
    if (document.querySelector(`[data-island="${CSS.escape(id)}"]`)) use(waitFor(id));
    woken.add(id);
  }
  return children;
}
