import type { Decorator, Loader } from '@storybook/react-vite';
import {
  createActor,
  waitFor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFrom,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { MachineSeedContext, type MachineSeeds } from '@/lib/machineSeed';
import { handlersReady } from './mswReady';
import { storyLocale } from './storyLocale';

const SEED_KEY = 'machineSeed:';

/**
 * How long a seed may take to reach its state before it fails the story with what state it is in. Its calls go
 * through the mock service worker; on a loaded machine (two cores, a Docs page drawing several frames) the breach
 * lookup and the register call took more than 5 s together (issue 35).
 */
const SEED_TIMEOUT_MS = 15_000;

interface Seed<M extends AnyStateMachine> {
  /** The machine's input, as the page gives it. */
  input?: InputFrom<M>;
  /** What the user does, as machine events (fill the fields, send the form). */
  events?: EventFrom<M>[];
  /** When the machine takes those events (e.g. the reset form, shown once the link's check has answered). */
  ready?: (snapshot: SnapshotFrom<M>) => boolean;
  /**
   * When the state is reached, besides being in the story's `parameters.machineState` (always required).
   * Needed when that state is also where the flow starts (e.g. 'idle' with the breach error under the password).
   */
  until?: (snapshot: SnapshotFrom<M>) => boolean;
}

/**
 * A story loader that brings `machine` to the story's state before the story renders (issue 16): the real
 * machine, with its real calls answered by the story's MSW handlers (the network toolbar included), is sent
 * `events` until it is in `parameters.machineState` (or `until` holds); its persisted snapshot is handed to
 * the page through `withMachineSeeds`, and the page's machine starts there (src/lib/machineSeed.ts). A call in
 * flight (a hanging handler) is made again by the restored page, so a "submitting" story holds its state.
 * The story then shows its state with no play function: in Docs, in the built Storybook, in either
 * language, in a screenshot. Its play function only asserts, and may go on from there.
 */
export function seedMachine<M extends AnyStateMachine>(machine: M, { input, events = [], ready, until }: Seed<M> = {}): Loader {
  return async (context) => {
    const target = (context.parameters as { machineState?: string }).machineState;
    // An explicit `until` narrows the story's state, it does not replace it: the seed must be in both.
    const inTarget = (snapshot: SnapshotFrom<M>) => (target ? (snapshot as AnyMachineSnapshot).matches(target) : true);
    const reached = (snapshot: SnapshotFrom<M>) => inTarget(snapshot) && (until ? until(snapshot) : true);
    // The seed's calls ask for the toolbar's language, as the page's own calls do (#38), and are answered by the
    // story's own handlers (./mswReady.ts).
    await storyLocale(context);
    await handlersReady(context);
    const actor = createActor(machine, { input });
    actor.start();
    try {
      if (ready) await waitFor(actor, ready as (snapshot: unknown) => boolean, { timeout: SEED_TIMEOUT_MS });
      for (const event of events) actor.send(event);
      await waitFor(actor, reached as (snapshot: unknown) => boolean, { timeout: SEED_TIMEOUT_MS });
      // One key per machine: the loaders of a story run side by side and their results are merged.
      return { [`${SEED_KEY}${machine.id}`]: actor.getPersistedSnapshot() };
    } catch (error) {
      const { value } = actor.getSnapshot() as { value: unknown };
      throw new Error(
        `Seeding "${machine.id}" for this story did not reach ${target ? `"${target}"` : 'its state'}: it is in ${JSON.stringify(value)}.`,
        { cause: error },
      );
    } finally {
      actor.stop();
    }
  };
}

/** Provides the snapshots the story's loaders seeded (in preview.tsx, around every story). */
export const withMachineSeeds: Decorator = (Story, context) => {
  const seeds: MachineSeeds = Object.fromEntries(
    Object.entries((context.loaded ?? {}) as Record<string, unknown>)
      .filter(([key]) => key.startsWith(SEED_KEY))
      .map(([key, snapshot]) => [key.slice(SEED_KEY.length), snapshot as MachineSeeds[string]]),
  );
  if (!Object.keys(seeds).length) return <Story />;
  return (
    <MachineSeedContext.Provider value={seeds}>
      <Story />
    </MachineSeedContext.Provider>
  );
};
