/**
 * Gives the main thread back: resolves in a task of its own, so the browser can take a tap, paint or run a
 * fetch's callback before the code after the `await` runs (what a phone's main thread does at start must
 * come in tasks short enough not to block it).
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
