import { fromPromise } from 'xstate';
import { settleUnlessAborted } from './settleUnlessAborted';

/**
 * A machine's named call, implemented: the features provide these to the machines (`.provide({ actors })`).
 * The call gets the actor's abort signal, and a call whose actor stopped never reports (settleUnlessAborted).
 */
export function apiCall<Input, Output>(call: (input: Input, signal: AbortSignal) => Promise<Output>) {
  return fromPromise<Output, Input>(({ input, signal }) => settleUnlessAborted(signal, () => call(input, signal)));
}
