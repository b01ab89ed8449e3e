import { useDeferredValue } from 'react';

/**
 * False while the browser hydrates the prerendered HTML (and in the prerender itself), true from the
 * render after. For what the build cannot know and the browser can (the visitor's consent cookie, the
 * day's date, the browser's own country names): render the build's version first, so hydration
 * matches, and the browser's right after.
 *
 * A deferred value: the render after is a background one, in short slices the browser can interrupt.
 * (A `useSyncExternalStore` whose server snapshot differs from the client's, the usual idiom, makes React
 * re-render every such component synchronously right after the hydration's commit: one long task with all of
 * them, at the moment a visitor's first tap is being handled.) A component the browser renders from scratch
 * (a client-side navigation) also shows the build's version for that one background render.
 */
export function useHydrated(): boolean {
  return useDeferredValue(true, false);
}
