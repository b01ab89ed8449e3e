/**
 * A component's status for designers and engineers, set as a tag on its story file's meta
 * (`tags: ['status:stable']`) and shown in the sidebar (.storybook/manager.ts) and in the Introduction.
 * Colours are AA on Storybook's light sidebar.
 */
export const COMPONENT_STATUSES = {
  stable: {
    label: 'stable',
    colour: '#1b6b4a',
    description: 'Stable: use it in new pages; its stories and visual baselines pin its props and look.',
  },
  beta: {
    label: 'beta',
    colour: '#8a5a00',
    description: 'Beta: works and is tested, but its props will change (it is being merged with a look-alike, see issue #12).',
  },
  deprecated: {
    label: 'deprecated',
    colour: '#a1262b',
    description: 'Deprecated: do not use in new work; its description names the replacement.',
  },
  internal: {
    label: 'internal',
    colour: '#4b5563',
    description: 'Internal: a part that feature components share; pages use the feature components instead.',
  },
} as const;

export type ComponentStatus = keyof typeof COMPONENT_STATUSES;

const PREFIX = 'status:';

/** The status named by a list of tags, if any. */
export function statusOf(tags: readonly string[] | undefined): ComponentStatus | undefined {
  const tag = tags?.find((candidate) => candidate.startsWith(PREFIX));
  const status = tag?.slice(PREFIX.length);
  return status && status in COMPONENT_STATUSES ? (status as ComponentStatus) : undefined;
}
