import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';

export type BadgeTone = 'neutral' | 'primary' | 'accent' | 'success' | 'danger' | 'info' | 'warning';

/** Text / background pairs, each at least 4.5:1. */
const colors = (theme: DefaultTheme): Record<BadgeTone, { fg: string; bg: string }> => ({
  neutral: { fg: theme.colors.text, bg: theme.colors.surfaceSunken },
  primary: { fg: theme.colors.primaryHover, bg: theme.colors.primarySoft },
  accent: { fg: theme.colors.accentHover, bg: theme.colors.accentSoft },
  success: { fg: theme.colors.success, bg: theme.colors.successSoft },
  danger: { fg: theme.colors.danger, bg: theme.colors.dangerSoft },
  info: { fg: theme.colors.info, bg: theme.colors.infoSoft },
  warning: { fg: theme.colors.warning, bg: theme.colors.warningSoft },
});

const Root = styled.span<{ $tone: BadgeTone; $solid: boolean; $size: 'sm' | 'md' }>(({ theme, $tone, $solid, $size }) => {
  const { fg, bg } = colors(theme)[$tone];
  return css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
    width: fit-content;
    padding: ${$size === 'sm' ? `2px ${theme.space[2]}` : `${theme.space[1]} ${theme.space[3]}`};
    border-radius: ${theme.radii.pill};
    background: ${$solid ? fg : bg};
    color: ${$solid ? theme.colors.textInverse : fg};
    font-size: ${$size === 'sm' ? theme.fontSizes.xs : theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.bold};
    line-height: ${theme.lineHeights.snug};
    letter-spacing: 0.02em;
    white-space: nowrap;
  `;
});

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** Strong background with white text (e.g. a discount over a cover image). */
  solid?: boolean;
  size?: 'sm' | 'md';
  /** Optional leading icon. */
  icon?: ReactNode;
  children?: ReactNode;
}

/** Small pill label ("eBook", "-20%", "Esgotado"). */
export function Badge({ tone = 'neutral', solid = false, size = 'md', icon, children, ...rest }: BadgeProps) {
  return (
    <Root $tone={tone} $solid={solid} $size={size} {...rest}>
      {icon}
      {children}
    </Root>
  );
}
