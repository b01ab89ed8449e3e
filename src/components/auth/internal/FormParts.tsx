import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button, Spinner, type ButtonProps } from '@/components/ui';

/** Vertical rhythm of the account forms. */
export const FormStack = styled.form(
  ({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[5]};
  `,
);

export const FieldGrid = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[5]};
    ${theme.media.desktop} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      > .span-2 {
        grid-column: 1 / -1;
      }
    }
  `,
);

export const Fieldset = styled.fieldset(
  ({ theme }) => css`
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: ${theme.space[5]};
    legend {
      padding: 0;
      margin-bottom: ${theme.space[4]};
      font-family: ${theme.fonts.heading};
      font-size: ${theme.fontSizes.lg};
      font-weight: ${theme.fontWeights.semibold};
      color: ${theme.colors.text};
    }
  `,
);

export const LinkRow = styled.p(
  ({ theme }) => css`
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]} ${theme.space[4]};
    justify-content: space-between;
    align-items: center;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `,
);

export const Note = styled.p(
  ({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `,
);

/** Submit button that keeps its (busy) label visible with a small spinner, e.g. 'Registrando...'. */
export function BusyButton({
  busy,
  busyLabel,
  children,
  disabled,
  iconLeft,
  ...rest
}: ButtonProps & { busy: boolean; busyLabel: ReactNode }) {
  return (
    <Button
      type="submit"
      fullWidth
      size="lg"
      {...rest}
      aria-busy={busy || undefined}
      disabled={busy || disabled}
      iconLeft={busy ? <Spinner decorative size={20} /> : iconLeft}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
