import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { AppTheme } from '@/theme';

export type SpaceKey = keyof AppTheme['space'];

const Root = styled.div<{
  $gap: SpaceKey;
  $direction: 'row' | 'column';
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
  $responsive: boolean;
}>(
  ({ theme, $gap, $direction, $align, $justify, $wrap, $responsive }) => css`
    display: flex;
    flex-direction: ${$responsive ? 'column' : $direction};
    gap: ${theme.space[$gap]};
    align-items: ${$align ?? ($direction === 'row' && !$responsive ? 'center' : 'stretch')};
    justify-content: ${$justify ?? 'flex-start'};
    flex-wrap: ${$wrap ? 'wrap' : 'nowrap'};
    margin: 0;
    padding: 0;
    list-style: none;
    min-width: 0;
    ${
      $responsive &&
      css`
        ${theme.media.desktop} {
          flex-direction: row;
          align-items: ${$align ?? 'center'};
        }
      `
    }
  `,
);

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between children: a theme.space key (0-9). */
  gap?: SpaceKey;
  direction?: 'row' | 'column';
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  /** Wrap rows onto several lines. */
  wrap?: boolean;
  /** Column on mobile, row from 768 px (direction is ignored). */
  responsive?: boolean;
  as?: 'div' | 'ul' | 'ol' | 'nav' | 'section' | 'footer' | 'header' | 'form' | 'li';
  children?: ReactNode;
}

/** Flex stack with token gaps. `as="ul"` removes list bullets. */
export function Stack({
  gap = 4,
  direction = 'column',
  align,
  justify,
  wrap = false,
  responsive = false,
  as,
  ...rest
}: StackProps) {
  return (
    <Root
      as={as}
      $gap={gap}
      $direction={direction}
      $align={align}
      $justify={justify}
      $wrap={wrap}
      $responsive={responsive}
      {...rest}
    />
  );
}
