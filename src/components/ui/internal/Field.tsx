import { useId, type ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Icon } from '../Icon';
import { focusRing, TOUCH_TARGET } from './styles';

/**
 * Ids a field needs: its own, its error's and its hint's, plus the aria-describedby list in reading order:
 * the field's own hint, then the caller's extra descriptions (e.g. a strength panel), then the error.
 */
export function useFieldIds(id: string | undefined, opts: { error?: string; hint?: ReactNode; describedBy?: string }) {
  const generated = useId();
  const fieldId = id ?? `field-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const describedBy =
    [opts.hint ? hintId : null, opts.describedBy, opts.error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { fieldId, errorId, hintId, describedBy };
}

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const LabelEl = styled.label(
  ({ theme }) => css`
    font-weight: ${theme.fontWeights.semibold};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.text};
    line-height: ${theme.lineHeights.snug};
  `,
);

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin-inline-start: 0.2em;
`;

/**
 * Visual "*" for required fields, outside the <label> and aria-hidden: the native `required` attribute
 * already tells assistive tech, and the label's text stays exactly the caller's text.
 */
export function RequiredAsterisk() {
  return <RequiredMark aria-hidden="true">*</RequiredMark>;
}

/** The visible <label> of a field, plus the required mark. */
export function Label({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <LabelRow>
      <LabelEl htmlFor={htmlFor}>{children}</LabelEl>
      {required && <RequiredAsterisk />}
    </LabelRow>
  );
}

const HintText = styled.p(
  ({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
    line-height: ${theme.lineHeights.snug};
  `,
);

export function Hint({ id, children }: { id: string; children: ReactNode }) {
  return <HintText id={id}>{children}</HintText>;
}

const ErrorText = styled.p(
  ({ theme }) => css`
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[2]};
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.medium};
    color: ${theme.colors.danger};
    line-height: ${theme.lineHeights.snug};
    svg {
      margin-top: 0.1em;
    }
  `,
);

/** The error under a field, id `${fieldId}-error`, with a warning icon. */
export function FieldErrorText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <ErrorText id={id}>
      <Icon name="alert" size={16} />
      <span>{children}</span>
    </ErrorText>
  );
}

/**
 * Shared look of text inputs, selects and textareas. An invalid control is styled by its `aria-invalid`, which the
 * field sets with its error: the rules come with the control, so the look follows what the control announces and
 * showing an error adds no style rules.
 */
export const controlStyles = ({ theme }: { theme: DefaultTheme }) => css`
  width: 100%;
  min-height: ${TOUCH_TARGET};
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1.5px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.lineHeights.snug};
  transition:
    border-color ${theme.transitions.fast},
    box-shadow ${theme.transitions.fast};
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${theme.colors.danger};
  }
  &::placeholder {
    color: ${theme.colors.textMuted};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: ${theme.colors.text};
  }
  &[aria-invalid='true']:hover:not(:disabled) {
    border-color: ${theme.colors.danger};
  }
  &:disabled {
    background: ${theme.colors.surfaceSunken};
    color: ${theme.colors.textMuted};
    cursor: not-allowed;
  }
  ${focusRing(theme)}
  &:focus-visible {
    outline-offset: 1px;
  }
  ${theme.media.reducedMotion} {
    transition: none;
  }
`;
