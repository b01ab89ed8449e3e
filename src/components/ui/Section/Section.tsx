import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';

export type SectionTone = 'default' | 'alt' | 'primary' | 'accent';
export type SectionSpacing = 'none' | 'sm' | 'md' | 'lg';

const tones = (theme: DefaultTheme): Record<SectionTone, ReturnType<typeof css>> => ({
  default: css`
    background: transparent;
    color: ${theme.colors.text};
  `,
  alt: css`
    background: ${theme.colors.surfaceAlt};
    color: ${theme.colors.text};
  `,
  primary: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.textInverse};
    --ds-text-muted: ${theme.colors.primarySoft};
    --ds-eyebrow: ${theme.colors.primarySoft};
    --ds-link: ${theme.colors.textInverse};
  `,
  accent: css`
    background: ${theme.colors.accent};
    color: ${theme.colors.textInverse};
    --ds-text-muted: ${theme.colors.textInverse};
    --ds-eyebrow: ${theme.colors.textInverse};
    --ds-link: ${theme.colors.textInverse};
  `,
});

const spacings = (theme: DefaultTheme): Record<SectionSpacing, ReturnType<typeof css>> => ({
  none: css`
    padding-block: 0;
  `,
  sm: css`
    padding-block: ${theme.space[5]};
    ${theme.media.desktop} {
      padding-block: ${theme.space[6]};
    }
  `,
  md: css`
    padding-block: ${theme.space[7]};
    ${theme.media.desktop} {
      padding-block: ${theme.space[8]};
    }
  `,
  lg: css`
    padding-block: ${theme.space[8]};
    ${theme.media.desktop} {
      padding-block: ${theme.space[9]};
    }
  `,
});

const Root = styled.section<{ $tone: SectionTone; $spacing: SectionSpacing }>(
  ({ theme, $tone, $spacing }) => css`
    position: relative;
    ${tones(theme)[$tone]}
    ${spacings(theme)[$spacing]}
  `,
);

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  /** Anchor id (e.g. 'cursos' for /#cursos). */
  id?: string;
  /** Background: default (page cream), alt (warm sand), primary (deep teal), accent (terracotta). */
  tone?: SectionTone;
  /** Vertical padding. */
  spacing?: SectionSpacing;
  /** Id of the section's heading: sets aria-labelledby so the section is a named region. */
  labelledBy?: string;
  children?: ReactNode;
}

/** A page band (<section>) with background tone and vertical rhythm. Put a Container inside. */
export function Section({ tone = 'default', spacing = 'md', labelledBy, ...rest }: SectionProps) {
  return <Root $tone={tone} $spacing={spacing} aria-labelledby={labelledBy} {...rest} />;
}
