import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';

export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4';
export type HeadingSize = 'sm' | 'md' | 'lg' | 'xl' | 'display';

const fontSize = (theme: DefaultTheme): Record<HeadingSize, string> => ({
  sm: theme.fontSizes.lg,
  md: theme.fontSizes.xl,
  lg: theme.fontSizes['2xl'],
  xl: theme.fontSizes['3xl'],
  display: theme.fontSizes['4xl'],
});

const defaultSize: Record<HeadingLevel, HeadingSize> = { h1: 'xl', h2: 'lg', h3: 'md', h4: 'sm' };

const Root = styled.h2<{ $size: HeadingSize; $align: 'start' | 'center' }>(
  ({ theme, $size, $align }) => css`
    font-family: ${theme.fonts.heading};
    font-size: ${fontSize(theme)[$size]};
    font-weight: ${$size === 'display' ? theme.fontWeights.bold : theme.fontWeights.semibold};
    line-height: ${$size === 'sm' || $size === 'md' ? theme.lineHeights.snug : theme.lineHeights.tight};
    letter-spacing: ${$size === 'display' || $size === 'xl' ? '-0.015em' : 'normal'};
    text-align: ${$align};
    color: inherit;
    margin: 0 0 ${theme.space[3]};
    text-wrap: balance;
  `,
);

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The element (document outline). Independent of the visual size. */
  as?: HeadingLevel;
  /** Visual size; defaults by level (h1 xl, h2 lg, h3 md, h4 sm). */
  size?: HeadingSize;
  align?: 'start' | 'center';
  children?: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}

/** Serif heading (Fraunces). Choose `as` for the outline and `size` for the look. */
export function Heading({ as = 'h2', size, align = 'start', ...rest }: HeadingProps) {
  return <Root as={as} $size={size ?? defaultSize[as]} $align={align} {...rest} />;
}
