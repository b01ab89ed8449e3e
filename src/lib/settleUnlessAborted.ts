/**
 * Wraps a call made by a fromPromise actor: when the actor's signal was aborted (the actor stopped),
 * the call's failure is swallowed and the promise never settles.
 *
 * Why: under React StrictMode, @xstate/react stops an actor and rehydrates it from its snapshot;
 * the invoked promise actor is started again and the FIRST (aborted) call's AbortError would still
 * reach the machine as a failure (e.g. 'network'), before the real answer. An aborted call has no
 * outcome worth reporting.
 */
export function settleUnlessAborted<T>(signal: AbortSignal, call: () => Promise<T>): Promise<T> {
  return call().catch((error: unknown) => {
    if (signal.aborted) return new Promise<T>(() => {});
    throw error;
  });
}
