import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner';
import { buttonContentStyles, buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './Button.styles';

export type { ButtonSize, ButtonVariant } from './Button.styles';

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export const ButtonContent = styled.span<{ $hidden: boolean }>`
  ${buttonContentStyles}
`;

const SpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

/** Look-related props shared by Button, ButtonLink and ExternalButtonLink. */
export interface ButtonLookProps {
  /** Visual weight: primary (teal), secondary (terracotta), outline, ghost, danger. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  /** Icon (usually `<Icon name=… />`) before the label. */
  iconLeft?: ReactNode;
  /** Icon after the label. */
  iconRight?: ReactNode;
}

export interface ButtonProps extends ButtonLookProps, ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Shows a spinner, sets aria-busy and aria-disabled, and ignores activation (a click, or Enter in its form)
   * until it is done. It stays focusable: a disabled button would lose keyboard focus to the page while it works.
   */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A busy button's click does nothing: no handler, and no form submission for a submit button. */
const ignoreWhileBusy = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/** The action button. Defaults to type="button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  iconLeft,
  iconRight,
  disabled,
  type = 'button',
  children,
  ref,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? ignoreWhileBusy : onClick}
      {...rest}
    >
      <ButtonContent $hidden={loading}>
        {iconLeft}
        {children}
        {iconRight}
      </ButtonContent>
      {loading && (
        <SpinnerSlot>
          <Spinner decorative size={size === 'lg' ? 24 : 20} />
        </SpinnerSlot>
      )}
    </StyledButton>
  );
}
