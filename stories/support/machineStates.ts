/**
 * The state map of a flow (issue 16): which states its machine has, read from the machine definition
 * itself (so it cannot drift), and which story shows each. A flow's meta names its machine
 * (`parameters.machine`), each story the state it shows (`parameters.machineState`, a dotted path such as
 * 'failed.breached'), and the meta may say why a state has no story (`parameters.statesWithoutStory`).
 */

/** The part of an XState v5 machine (or state node) that the map reads. */
export type MachineLike = { id: string; root?: StateNodeLike };
type StateNodeLike = { key: string; states?: Record<string, StateNodeLike> };

export type FlowParameters = {
  machine?: MachineLike;
  machineState?: string;
  /** What the story shows in that state when its name does not say it (the badge adds it: 'idle — password refused as breached'). */
  stateDetail?: string;
  /** State path -> why no story shows it (e.g. 'leaves the page at once'). */
  statesWithoutStory?: Record<string, string>;
};

/** Every state of the machine as a dotted path, parents before their children, in definition order. */
export function statePaths(machine: MachineLike): string[] {
  const paths: string[] = [];
  const walk = (node: StateNodeLike, prefix: string) => {
    for (const [key, child] of Object.entries(node.states ?? {})) {
      const path = prefix ? `${prefix}.${key}` : key;
      paths.push(path);
      walk(child, path);
    }
  };
  if (machine.root) walk(machine.root, '');
  return paths;
}

export type StateRow = {
  state: string;
  depth: number;
  /** The stories that show this state (or one of its children, for a parent state). */
  stories: { id: string; name: string; exact: boolean }[];
  /** Why no story shows it, when the flow says so. */
  why?: string;
};

/** One row per state of the machine, with the stories that show it; a state in `declared` that the machine lacks throws. */
export function stateRows(
  machine: MachineLike,
  stories: { id: string; name: string; state?: string }[],
  statesWithoutStory: Record<string, string> = {},
): StateRow[] {
  const paths = statePaths(machine);
  for (const story of stories) {
    if (story.state && !paths.includes(story.state)) {
      throw new Error(`Story "${story.name}" shows state "${story.state}", which machine "${machine.id}" does not have.`);
    }
  }
  return paths.map((state) => ({
    state,
    depth: state.split('.').length - 1,
    stories: stories
      .filter((story) => story.state === state || story.state?.startsWith(`${state}.`))
      .map(({ id, name, state: shown }) => ({ id, name, exact: shown === state })),
    why: statesWithoutStory[state],
  }));
}
