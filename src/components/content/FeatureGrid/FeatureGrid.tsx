import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

type Spacing = 'above' | 'below' | 'none';

const List = styled.ul<{ $min: number; $spacing: Spacing }>(
  ({ theme, $min, $spacing }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, ${$min}px), 1fr));
    gap: ${theme.space[5]};
    margin: ${{ above: `${theme.space[5]} 0 0`, below: `0 0 ${theme.space[6]}`, none: '0' }[$spacing]};
    padding: 0;
    list-style: none;
  `,
);

export interface FeatureGridProps {
  /** The cards: `FeatureCard`s (list items by default). */
  children: ReactNode;
  /** The narrowest a column may be, in px: as many columns as fit, one on a phone. */
  minColumnWidth?: 280 | 320;
  /** `below` (default): room under the grid, for what follows in the section; `above`: room over it, after a lead paragraph; `none`: the section's last element. */
  spacing?: Spacing;
}

/** A list of feature cards in as many equal columns as the width allows (formats, highlights, benefits). */
export function FeatureGrid({ children, minColumnWidth = 280, spacing = 'below' }: FeatureGridProps) {
  return (
    <List $min={minColumnWidth} $spacing={spacing}>
      {children}
    </List>
  );
}
