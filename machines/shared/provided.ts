import { fromPromise } from 'xstate';

/**
 * A promise actor that a machine names and types but does not implement: machines only describe their I/O,
 * and the feature that runs the machine supplies the call with `.provide({ actors })`
 * (src/features/<name>). Run without it, the actor fails with an error that names the missing actor.
 */
export function provided<Output, Input>(name: string) {
  return fromPromise<Output, Input>(() =>
    Promise.reject(new Error(`The "${name}" actor is not provided: run the machine through its feature.`)),
  );
}
