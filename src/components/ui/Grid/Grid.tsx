import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { SpaceKey } from '../Stack';

const Root = styled.div<{ $min: string; $gap: SpaceKey; $fill: 'fit' | 'fill'; $equalHeight: boolean }>(
  ({ theme, $min, $gap, $fill, $equalHeight }) => css`
    display: grid;
    grid-template-columns: repeat(auto-${$fill}, minmax(min(100%, ${$min}), 1fr));
    gap: ${theme.space[$gap]};
    margin: 0;
    padding: 0;
    list-style: none;
    ${
      $equalHeight &&
      css`
        > li {
          display: flex;
          min-width: 0;
        }
        > li > * {
          flex: 1;
        }
      `
    }
  `,
);

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** Minimum column width (number = px, or any CSS length). Columns appear as space allows. */
  minColumnWidth?: number | string;
  /** Gap: a theme.space key (0-9). */
  gap?: SpaceKey;
  /** 'fill' keeps empty tracks (cards keep their width when few); 'fit' stretches items. */
  fill?: 'fit' | 'fill';
  as?: 'div' | 'ul' | 'ol' | 'section';
  /** List items stretch their single child (a card) so every card in a row has the same height. */
  equalHeight?: boolean;
  children?: ReactNode;
}

/** Responsive auto-fill grid: as many columns of at least `minColumnWidth` as fit. `as="ul"` removes bullets. */
export function Grid({ minColumnWidth = 260, gap = 5, fill = 'fill', as, equalHeight = false, ...rest }: GridProps) {
  const min = typeof minColumnWidth === 'number' ? `${minColumnWidth}px` : minColumnWidth;
  return <Root as={as} $min={min} $gap={gap} $fill={fill} $equalHeight={equalHeight} {...rest} />;
}
