import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

const Root = styled.div<{ $interactive: boolean; $padding: CardPadding; $tone: 'surface' | 'alt' }>(
  ({ theme, $interactive, $padding, $tone }) => css`
    position: relative;
    display: flex;
    flex-direction: column;
    min-width: 0;
    padding: ${{ none: '0', sm: theme.space[3], md: theme.space[5], lg: theme.space[6] }[$padding]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${$tone === 'alt' ? theme.colors.surfaceAlt : theme.colors.surface};
    box-shadow: ${theme.shadows.sm};
    overflow: hidden;
    list-style: none;
    ${
      $interactive &&
      css`
        transition:
          box-shadow ${theme.transitions.normal},
          transform ${theme.transitions.normal},
          border-color ${theme.transitions.normal};
        &:hover {
          box-shadow: ${theme.shadows.md};
          border-color: ${theme.colors.borderStrong};
          transform: translateY(-2px);
        }
        &:focus-within {
          box-shadow: ${theme.shadows.md};
        }
        ${theme.media.reducedMotion} {
          transition: none;
          &:hover {
            transform: none;
          }
        }
      `
    }
  `,
);

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Element: 'article' for a product, 'li' inside a list Grid… */
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
  /** Hover lift for cards that contain a main link or action. */
  interactive?: boolean;
  /** Inner padding ('none' for edge-to-edge media; pad a body inside). */
  padding?: CardPadding;
  /** Background: white surface (default) or warm alt. */
  tone?: 'surface' | 'alt';
  children?: ReactNode;
}

/** White rounded panel with a soft shadow. */
export function Card({ as, interactive = false, padding = 'md', tone = 'surface', ...rest }: CardProps) {
  return <Root as={as} $interactive={interactive} $padding={padding} $tone={tone} {...rest} />;
}
