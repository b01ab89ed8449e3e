import type { Decorator } from '@storybook/react-vite';
import { theme } from '../../src/theme';
import { statePaths, type FlowParameters } from './machineStates';
import { badgeDetail } from './stateKinds';

/**
 * A small label above a flow story naming the machine and the state it shows ("register · failed"), on the
 * canvas and in Docs. When the machine state's name does not say what the story shows (a form back in `idle`
 * with a breached password refused), it adds the story's `stateDetail`, or else the kind of its `state:` tag
 * ("login · idle — showing an error"; stories/support/stateKinds.ts). Hidden from assistive technology and
 * from queries by role: it describes the story, it is not part of the page.
 */
export const withStateBadge: Decorator = (Story, context) => {
  const { machine, machineState, stateDetail } = context.parameters as FlowParameters;
  if (!machine || !machineState) return <Story />;
  // A state renamed or removed in the machine fails the story that claims to show it.
  if (!statePaths(machine).includes(machineState)) {
    throw new Error(`This story shows state "${machineState}", which machine "${machine.id}" does not have.`);
  }
  const detail = badgeDetail(machineState, context.tags, stateDetail);
  return (
    <>
      <p
        aria-hidden="true"
        data-state-badge=""
        style={{
          display: 'inline-block',
          margin: '0 0 8px',
          padding: '2px 8px',
          borderRadius: 4,
          background: '#1f2937',
          color: '#ffffff',
          // The site's own font, not a system monospace: a capture's text must not change with the machine's
          // fonts (docs/decisions/0031-captures-use-shipped-fonts.md).
          fontFamily: theme.fonts.body,
          fontSize: 12,
          lineHeight: 1.5,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {machine.id} · {machineState}
        {detail && ` — ${detail}`}
      </p>
      <Story />
    </>
  );
};
