import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, toPromise } from 'xstate';
import { provided } from './provided';

describe('provided', () => {
  it('fails, naming the actor, when the feature did not provide it', async () => {
    const actor = createActor(provided<string, void>('loadThing')).start();
    await expect(toPromise(actor)).rejects.toThrow(/"loadThing" actor is not provided/);
  });

  it('is replaced by what the feature provides', async () => {
    const machine = setup({ actors: { loadThing: provided<string, void>('loadThing') } }).createMachine({
      initial: 'loading',
      states: {
        loading: { invoke: { src: 'loadThing', onDone: 'done', onError: 'failed' } },
        done: { type: 'final' },
        failed: {},
      },
    });
    const actor = createActor(machine.provide({ actors: { loadThing: fromPromise(async () => 'ok') } })).start();
    await toPromise(actor);
    expect(actor.getSnapshot().value).toBe('done');
  });
});
