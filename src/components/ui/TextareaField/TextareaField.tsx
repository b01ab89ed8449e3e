import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldErrorText, FieldRoot, Hint, Label, useFieldIds } from '../internal/Field';

const Textarea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 8rem;
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/** Labelled multi-line text input. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  required,
  className,
  ref,
  rows = 5,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextareaFieldProps) {
  const { fieldId, errorId, hintId, describedBy } = useFieldIds(id, { error, hint, describedBy: ariaDescribedBy });
  return (
    <FieldRoot className={className}>
      <Label htmlFor={fieldId} required={required}>
        {label}
      </Label>
      <Textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        $invalid={Boolean(error)}
        {...rest}
      />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
    </FieldRoot>
  );
}
