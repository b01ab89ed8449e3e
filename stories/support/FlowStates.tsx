import { Controls, Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { FramedStories } from './FramedStories';
import { stateRows, type FlowParameters } from './machineStates';

/**
 * The state map on a flow's Docs page: every state of its machine (read from the machine definition), the
 * story that shows it, and the states no story shows (with the reason, when the flow gives one).
 * Renders nothing for a meta without `parameters.machine`.
 */
export function FlowStates() {
  const { csfFile, preparedMeta } = useOf('meta', ['meta']);
  const { machine, statesWithoutStory } = preparedMeta.parameters as FlowParameters;
  if (!machine) return null;
  const stories = Object.values(csfFile.stories).map((story) => ({
    id: story.id,
    name: story.name ?? story.id,
    state: (story.parameters as FlowParameters | undefined)?.machineState,
  }));
  const rows = stateRows(machine, stories, statesWithoutStory);
  const missing = rows.filter((row) => row.stories.length === 0 && !row.why).length;
  return (
    <section aria-labelledby="flow-states">
      <h2 id="flow-states">States of the {machine.id} machine</h2>
      <p>
        {rows.length} states, read from the machine definition.{' '}
        {missing === 0 ? 'Every state has a story or a reason.' : `${missing} without a story (marked “no story”).`}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">State</th>
            <th scope="col">Shown by</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.state}>
              <td style={{ paddingLeft: `${0.5 + row.depth * 1.25}rem` }}>
                <code>{row.state}</code>
              </td>
              <td>
                {row.stories.length > 0 ? (
                  row.stories.map((story, index) => (
                    <span key={story.id}>
                      {index > 0 && ', '}
                      <a href={`#anchor--${story.id}`}>{story.name}</a>
                      {!story.exact && ' (a sub-state)'}
                    </span>
                  ))
                ) : row.why ? (
                  <em>{row.why}</em>
                ) : (
                  <strong>no story</strong>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * Whether a Docs page draws each story in a frame of its own (stories/support/FramedStories.tsx): the flows and
 * the pages, whose stories set up storage and the mock server's handlers and run the app's actors, which the
 * stories of one page would otherwise share; or any meta that sets `parameters.docs.framedStories`.
 */
export function drawsStoriesInFrames(title: string, parameters: Record<string, unknown>): boolean {
  const framed = (parameters.docs as { framedStories?: boolean } | undefined)?.framedStories;
  return framed ?? /^(Flows|Pages)\//.test(title);
}

/**
 * The Docs page of every component and flow: Storybook's default blocks, with the state map of a flow. A page
 * whose stories are framed has no primary story and no Controls: the frames draw each story as written.
 */
export function DocsPageWithStates() {
  const { preparedMeta } = useOf('meta', ['meta']);
  if (drawsStoriesInFrames(preparedMeta.title, preparedMeta.parameters)) {
    return (
      <>
        <Title />
        <Subtitle />
        <Description />
        <FlowStates />
        <FramedStories />
      </>
    );
  }
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <FlowStates />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
