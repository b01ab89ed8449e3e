import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type TextTone = 'default' | 'muted';
export type TextSize = 'sm' | 'md' | 'lg';

const Root = styled.p<{
  $tone: TextTone;
  $size: TextSize;
  $align: 'start' | 'center';
  $weight: 'regular' | 'medium' | 'semibold';
}>(
  ({ theme, $tone, $size, $align, $weight }) => css`
    color: ${$tone === 'muted' ? `var(--ds-text-muted, ${theme.colors.textMuted})` : 'inherit'};
    font-size: ${theme.fontSizes[$size]};
    font-weight: ${theme.fontWeights[$weight]};
    line-height: ${theme.lineHeights.normal};
    text-align: ${$align};
    max-width: ${$align === 'center' ? 'none' : '70ch'};
    margin: 0 0 ${theme.space[4]};
    &:last-child {
      margin-bottom: 0;
    }
  `,
);

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** 'muted' for secondary text (still AA on every Section tone). */
  tone?: TextTone;
  size?: TextSize;
  align?: 'start' | 'center';
  weight?: 'regular' | 'medium' | 'semibold';
  as?: 'p' | 'span' | 'div' | 'small' | 'strong';
  children?: ReactNode;
}

/** Body text (Figtree) with readable measure. */
export function Text({ tone = 'default', size = 'md', align = 'start', weight = 'regular', as = 'p', ...rest }: TextProps) {
  return <Root as={as} $tone={tone} $size={size} $align={align} $weight={weight} {...rest} />;
}
