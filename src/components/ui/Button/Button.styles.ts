import { css, type DefaultTheme } from 'styled-components';
import { focusRing, TOUCH_TARGET } from '../internal/styles';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const variants = (theme: DefaultTheme): Record<ButtonVariant, ReturnType<typeof css>> => ({
  primary: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.textInverse};
    border-color: ${theme.colors.primary};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.colors.primaryHover};
      border-color: ${theme.colors.primaryHover};
      color: ${theme.colors.textInverse};
    }
  `,
  secondary: css`
    background: ${theme.colors.accent};
    color: ${theme.colors.textInverse};
    border-color: ${theme.colors.accent};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.colors.accentHover};
      border-color: ${theme.colors.accentHover};
      color: ${theme.colors.textInverse};
    }
  `,
  outline: css`
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.colors.primarySoft};
      color: ${theme.colors.primaryHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.primary};
    border-color: transparent;
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.colors.primarySoft};
      color: ${theme.colors.primaryHover};
    }
  `,
  danger: css`
    background: ${theme.colors.danger};
    color: ${theme.colors.textInverse};
    border-color: ${theme.colors.danger};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.colors.dangerHover};
      border-color: ${theme.colors.dangerHover};
      color: ${theme.colors.textInverse};
    }
  `,
});

const sizes = (theme: DefaultTheme): Record<ButtonSize, ReturnType<typeof css>> => ({
  sm: css`
    min-height: ${TOUCH_TARGET};
    padding: ${theme.space[2]} ${theme.space[4]};
    font-size: ${theme.fontSizes.sm};
    gap: ${theme.space[2]};
  `,
  md: css`
    min-height: 3rem;
    padding: ${theme.space[3]} ${theme.space[5]};
    font-size: ${theme.fontSizes.md};
    gap: ${theme.space[2]};
  `,
  lg: css`
    min-height: 3.5rem;
    padding: ${theme.space[3]} ${theme.space[6]};
    font-size: ${theme.fontSizes.lg};
    gap: ${theme.space[3]};
  `,
});

/** The look shared by Button, ButtonLink and ExternalButtonLink. */
export const buttonStyles = ({ theme, $variant, $size, $fullWidth }: ButtonStyleProps & { theme: DefaultTheme }) => css`
  position: relative;
  display: ${$fullWidth ? 'flex' : 'inline-flex'};
  width: ${$fullWidth ? '100%' : 'auto'};
  min-width: ${TOUCH_TARGET};
  align-items: center;
  justify-content: center;
  border: 2px solid transparent;
  border-radius: ${theme.radii.pill};
  font-family: ${theme.fonts.body};
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${theme.transitions.fast},
    border-color ${theme.transitions.fast},
    color ${theme.transitions.fast},
    box-shadow ${theme.transitions.fast},
    transform ${theme.transitions.fast};
  ${sizes(theme)[$size]}
  ${variants(theme)[$variant]}

  &:active:not(:disabled):not([aria-disabled='true']) {
    transform: translateY(1px);
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }
  ${focusRing(theme)}
  ${theme.media.reducedMotion} {
    transition: none;
    &:active:not(:disabled) {
      transform: none;
    }
  }
`;

/** Text and icons of a button; hidden (but still read) while a spinner shows. */
export const buttonContentStyles = css<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: inherit;
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;
