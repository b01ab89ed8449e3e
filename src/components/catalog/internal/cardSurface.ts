import { css, type DefaultTheme } from 'styled-components';

/**
 * The panel of the catalogue's grid cards (books and courses): full height, white, rounded, clipped, and raised
 * on hover by `lift` with a `shadow` (no movement under reduced motion).
 */
export const liftingCard = (theme: DefaultTheme, hover: { shadow: keyof DefaultTheme['shadows']; lift: string }) => css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  min-width: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
  overflow: hidden;
  transition:
    box-shadow ${theme.transitions.normal},
    transform ${theme.transitions.normal};
  &:hover {
    box-shadow: ${theme.shadows[hover.shadow]};
    transform: translateY(${hover.lift});
  }
  ${theme.media.reducedMotion} {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;
