import { describe, expect, it } from 'vitest';
import { registerMachine } from '@machines/auth';
import { cartMachine } from '@machines/commerce';
import { stateRows, statePaths } from './machineStates';

describe('a flow state map', () => {
  it('lists every state of the machine, nested ones as dotted paths after their parent', () => {
    expect(statePaths(registerMachine)).toEqual(['idle', 'validating', 'checkingBreach', 'submitting', 'failed', 'succeeded']);
    const nested = { id: 'n', root: { key: 'n', states: { a: { key: 'a', states: { x: { key: 'x' } } }, b: { key: 'b' } } } };
    expect(statePaths(nested)).toEqual(['a', 'a.x', 'b']);
  });

  it('pairs each state with its stories, a parent with its children, and says why a state has none', () => {
    const nested = { id: 'n', root: { key: 'n', states: { a: { key: 'a', states: { x: { key: 'x' } } }, b: { key: 'b' } } } };
    const rows = stateRows(nested, [{ id: 's--one', name: 'One', state: 'a.x' }], { b: 'leaves the page' });
    expect(rows).toEqual([
      { state: 'a', depth: 0, stories: [{ id: 's--one', name: 'One', exact: false }], why: undefined },
      { state: 'a.x', depth: 1, stories: [{ id: 's--one', name: 'One', exact: true }], why: undefined },
      { state: 'b', depth: 0, stories: [], why: 'leaves the page' },
    ]);
  });

  it('refuses a story that claims a state the machine does not have', () => {
    expect(() => stateRows(cartMachine, [{ id: 'c--x', name: 'X', state: 'nowhere' }])).toThrow(/does not have/);
  });
});
