import type { ReactNode } from 'react';
import styled from 'styled-components';

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
                <td key={columns[index]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
