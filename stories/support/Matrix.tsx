import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DOCS_RENDERED, STORY_CHANGED, STORY_RENDERED } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { waitFor } from 'storybook/test';

/**
 * A variants x states table for the guidance pages (stories/guidance): one row per variant, one column per
 * state, every cell the real component. The headings are prop values and state names (designers' and
 * engineers' vocabulary, the same in both languages), so they are not translated.
 */
export interface MatrixProps {
  /** What the table shows, read first by screen readers. */
  caption: string;
  columns: readonly string[];
  rows: readonly { label: string; cells: readonly ReactNode[] }[];
  /** The least width of a cell in px, for components that fill their container (fields). */
  cellWidth?: number;
}

/**
 * The interactive states of a grid's columns, as designers name them: at rest, under the pointer, focused
 * from the keyboard, pressed, and disabled. A column named `hover`, `focus-visible` or `active` is drawn in
 * that state without a pointer or keyboard when the story takes `PSEUDO_STATES` as parameters (the
 * storybook-addon-pseudo-states addon); `disabled` is the component's own prop.
 */
export const INTERACTIVE_STATES = ['rest', 'hover', 'focus-visible', 'active', 'disabled'] as const;
export type InteractiveState = (typeof INTERACTIVE_STATES)[number];

const column = (state: InteractiveState) => `[data-matrix-state="${state}"]`;
/** What takes keyboard focus in a cell: the element that matches :focus and :focus-visible when focused. */
const FOCUSABLE = ':is(a[href], button, input, select, textarea, summary, [tabindex])';
/** A cell's first focusable element: a password field's input, not its show-password button beside it. */
const FIRST_FOCUSABLE = `${FOCUSABLE}:not(${FOCUSABLE} ~ *, ${FOCUSABLE} ~ * *)`;
/** The cell's first focusable element and every element of the cell around it. */
const pointedAt = (state: InteractiveState) => [
  `${column(state)} ${FIRST_FOCUSABLE}`,
  `${column(state)} *:has(${FIRST_FOCUSABLE})`,
];

/**
 * The addon's `parameters.pseudo`, aimed at the cells of the state columns only, so the other columns
 * (and every other story) keep their real states. It adds a class to each element a selector finds and
 * rewrites the page's style rules so that class stands for the pseudo-class. As with a real pointer or
 * keyboard, the state sits on the cell's first focusable element, and hover, active and :focus-within also
 * on the elements around it; a pressed element is hovered too. The selectors are looked up from the
 * document's body: a story test renders the story outside Storybook's root element.
 */
export const PSEUDO_STATES = {
  pseudo: {
    rootSelector: 'body',
    hover: [...pointedAt('hover'), ...pointedAt('active')],
    active: pointedAt('active'),
    focus: [`${column('focus-visible')} ${FIRST_FOCUSABLE}`],
    focusVisible: [`${column('focus-visible')} ${FIRST_FOCUSABLE}`],
    focusWithin: pointedAt('focus-visible'),
  },
};

const STILL_STYLE_ID = 'pseudo-states-still';

/**
 * Turns transitions and animations off inside an element, so a style read there is the value a state ends
 * at: a transition still running when the play function reads it would give a value part-way, earlier or
 * later with the machine's speed. Turning a property's transition off also ends one already running.
 */
function holdStill(element: HTMLElement) {
  element.setAttribute('data-hold-still', '');
  // Storybook's own canvas serves the next story too, which moves as it should.
  addons.getChannel().once(STORY_CHANGED, () => element.removeAttribute('data-hold-still'));
  if (document.getElementById(STILL_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STILL_STYLE_ID;
  style.textContent =
    '[data-hold-still] *, [data-hold-still] *::before, [data-hold-still] *::after { transition: none !important; animation: none !important; }';
  document.head.append(style);
}

/**
 * Waits until the addon has marked the elements a story's `parameters.pseudo` names, then has it rewrite
 * the page's style rules, so a play function can measure a drawn state. The addon marks them in a decorator's
 * effect and rewrites them on Storybook's render events; in Storybook's own preview (designers' and QA's) a
 * decorator's effects run on the story's render event too, and both come once the play function has finished.
 * So this hands the story's render event to the preview's own listeners first (the decorators' effects, the
 * addon's), and the addon one of the Docs page's (which nothing else in the preview listens to), without
 * telling the manager. Nothing moves in the canvas from then on (`holdStill`).
 */
export async function pseudoStatesDrawn(canvasElement: HTMLElement, storyId: string): Promise<void> {
  holdStill(canvasElement);
  for (const listener of addons.getChannel().listeners(STORY_RENDERED) ?? []) listener(storyId);
  await waitFor(() => {
    if (!canvasElement.querySelector('.pseudo-hover, .pseudo-focus-visible, .pseudo-active')) {
      throw new Error('No element is marked with a pseudo-state: does the story set parameters.pseudo?');
    }
  });
  for (const listener of addons.getChannel().listeners(DOCS_RENDERED) ?? []) listener();
}

/**
 * Scrolls sideways when the table is wider than the page, instead of squeezing the components; focusable and
 * named, so keyboard users can scroll it too (the table may hold nothing focusable).
 */
const Scroller = styled.div`
  overflow-x: auto;
`;

const Table = styled.table<{ $cellWidth?: number }>`
  width: auto;
  border-collapse: separate;
  border-spacing: ${({ theme }) => theme.space[3]};

  caption {
    caption-side: top;
    text-align: left;
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  th {
    /* The site's own font with even figures, not a system monospace: a capture's text must not change with
       the machine's fonts (docs/decisions/0031-captures-use-shipped-fonts.md). */
    font-family: ${({ theme }) => theme.fonts.body};
    font-variant-numeric: tabular-nums;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: left;
    vertical-align: top;
    padding-top: ${({ theme }) => theme.space[3]};
    white-space: nowrap;
  }

  thead th {
    padding-top: 0;
  }

  tbody th {
    width: 1%;
  }

  td {
    vertical-align: top;
  }

  tbody td {
    min-width: ${({ $cellWidth }) => ($cellWidth ? `${$cellWidth}px` : 'auto')};
  }
`;

export function Matrix({ caption, columns, rows, cellWidth }: MatrixProps) {
  return (
    <Scroller tabIndex={0} role="region" aria-label={caption}>
      <Table $cellWidth={cellWidth}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => (
                <td key={columns[index]} data-matrix-state={columns[index]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
