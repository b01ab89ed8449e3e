import { css, type DefaultTheme } from 'styled-components';

/** Visible keyboard focus ring shared by every interactive primitive. */
export const focusRing = (theme: DefaultTheme) => css`
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
    box-shadow: ${theme.shadows.focus};
  }
`;

/** Hides content visually while keeping it for screen readers (same as the base rules' .visually-hidden, src/theme/globalStyle.ts). */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Minimum touch target (WCAG 2.5.5 / Apple HIG): 44 x 44 CSS px. */
export const TOUCH_TARGET = '2.75rem';

/**
 * The shape of a round 44 px icon control standing on a surface (the carousels' arrows and pause, the cards'
 * wishlist heart): border, surface, small shadow. Colour, hover and focus are the caller's.
 */
export const roundControl = (theme: DefaultTheme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${TOUCH_TARGET};
  height: ${TOUCH_TARGET};
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
  cursor: pointer;
`;
