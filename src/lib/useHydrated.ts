import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the browser hydrates the prerendered HTML (and in the prerender itself), true from the
 * render after. For what the build cannot know and the browser can (the visitor's consent cookie, the
 * day's date, the browser's own country names): render the build's version first, so hydration
 * matches, and the browser's right after. A page rendered without hydration gets true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
