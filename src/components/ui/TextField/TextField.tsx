import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldErrorText, FieldRoot, Hint, Label, useFieldIds } from '../internal/Field';

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** Visible label. */
  label: ReactNode;
  /** Error text under the field (id `${id}-error`); sets aria-invalid. */
  error?: string;
  /** Help text under the input, before any error (id `${id}-hint`, in aria-describedby). */
  hint?: ReactNode;
  /** Generated when omitted. */
  id?: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** Labelled text input (type text, email, tel, date, search, number…). */
export function TextField({
  label,
  error,
  hint,
  id,
  required,
  className,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextFieldProps) {
  const { fieldId, errorId, hintId, describedBy } = useFieldIds(id, { error, hint, describedBy: ariaDescribedBy });
  return (
    <FieldRoot className={className}>
      <Label htmlFor={fieldId} required={required}>
        {label}
      </Label>
      <Input
        ref={ref}
        id={fieldId}
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
