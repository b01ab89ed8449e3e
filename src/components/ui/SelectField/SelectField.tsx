import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../Icon';
import { controlStyles, FieldErrorText, FieldRoot, Hint, Label, useFieldIds } from '../internal/Field';

const Wrap = styled.div(
  ({ theme }) => css`
    position: relative;
    color: ${theme.colors.textMuted};
    > svg {
      position: absolute;
      inset-inline-end: ${theme.space[3]};
      top: 50%;
      transform: translateY(-50%);
      pointer-events: none;
    }
  `,
);

const Select = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-inline-end: ${({ theme }) => theme.space[7]};
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: SelectOption[];
  /** First, empty-valued option ("Selecione…"); not selectable again once a value is chosen when required. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
  ref?: Ref<HTMLSelectElement>;
  className?: string;
}

/** Labelled native select with a chevron. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  required,
  className,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SelectFieldProps) {
  const { fieldId, errorId, hintId, describedBy } = useFieldIds(id, { error, hint, describedBy: ariaDescribedBy });
  return (
    <FieldRoot className={className}>
      <Label htmlFor={fieldId} required={required}>
        {label}
      </Label>
      <Wrap>
        <Select
          ref={ref}
          id={fieldId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          $invalid={Boolean(error)}
          {...rest}
        >
          {placeholder !== undefined && (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Select>
        <Icon name="chevronDown" size={18} />
      </Wrap>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
    </FieldRoot>
  );
}
