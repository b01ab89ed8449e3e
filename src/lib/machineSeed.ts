import { createContext, useContext } from 'react';
import type { AnyStateMachine, Snapshot } from 'xstate';

/** Persisted snapshots by machine id: the state a page's machine starts in instead of its initial one. */
export type MachineSeeds = Readonly<Record<string, Snapshot<unknown>>>;

/**
 * Absent on the site: every machine starts in its initial state. Storybook provides it so that a flow story
 * shows its state from its setup, with no play function clicking to it (in Docs, in a screenshot, in either
 * language): stories/support/seedMachine.ts runs the real machine to the state, with the real calls (MSW),
 * and persists it; the page restores it, and an invoked call that was in flight is made again.
 */
export const MachineSeedContext = createContext<MachineSeeds | undefined>(undefined);

/** Actor options restoring the seeded snapshot of `machine` (by its id), or none, to spread into `useMachine`. */
export function useMachineSeed(machine: AnyStateMachine): { snapshot?: Snapshot<unknown> } {
  const snapshot = useContext(MachineSeedContext)?.[machine.id];
  return snapshot ? { snapshot } : {};
}
