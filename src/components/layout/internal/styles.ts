import { css, type DefaultTheme } from 'styled-components';

export const focusRing = (theme: DefaultTheme) => css`
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A small count bubble on an icon (cart, wishlist). */
export const countBubble = (theme: DefaultTheme) => css`
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 ${theme.space[1]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.textInverse};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
  line-height: 1.25rem;
  text-align: center;
`;

/** Minimum touch target. */
export const TOUCH = '2.75rem';
