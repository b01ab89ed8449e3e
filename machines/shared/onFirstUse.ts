/**
 * A value made the first time it is asked for, then kept. For what a module would otherwise make as it loads
 * and most page views never use (zod schemas of the account and payment calls): making them is start-up work
 * on a phone's main thread.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
