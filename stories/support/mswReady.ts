/**
 * When the mock server answers a story's calls with the story's own handlers (.storybook/network.tsx
 * `mswWithNetwork`, a project loader). Storybook runs a story's loaders side by side, so a loader that calls the
 * mock server (stories/support/seedMachine.ts) waits for this first. Opened alone, a call made before the worker is
 * active still reaches the story's page (the worker answers a top-level page's calls through that page); in a Docs
 * page's frame (stories/support/FramedStories.tsx) it would be answered by another page the worker knows: the Docs
 * page or another story's frame, with their handlers (issue 35).
 */
const ready = new WeakMap<object, Promise<unknown>>();

/** Called by the loader that puts the story's handlers on, with what it is doing (synchronously, before awaiting). */
export function handlersLoading(context: object, loading: Promise<unknown>): void {
  ready.set(context, loading);
}

/** Resolves once the story's handlers are on (at once when no loader put any). */
export function handlersReady(context: object): Promise<unknown> {
  return ready.get(context) ?? Promise.resolve();
}
