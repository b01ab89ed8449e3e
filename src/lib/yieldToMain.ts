type Scheduler = { yield?: () => Promise<void> };

/**
 * Gives the main thread back: resolves in a task of its own, so the browser can take a tap, paint or run a
 * fetch's callback before the code after the `await` runs (what a phone's main thread does at start must
 * come in tasks short enough not to block it). `scheduler.yield()` where the browser has it (its continuation
 * runs before other waiting tasks, and is never clamped as nested timers are), else a timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
