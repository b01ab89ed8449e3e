import type { Ref, SelectHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../Icon';
import { FieldShell, splitFieldProps, type FieldShellBaseProps } from '../FieldShell/FieldShell';
import { controlStyles } from '../internal/Field';

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

const Select = styled.select`
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

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'>, FieldShellBaseProps {
  options: SelectOption[];
  /** First, empty-valued option ("Selecione…"); not selectable again once a value is chosen when required. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** Labelled native select with a chevron. */
export function SelectField({ ref, options, placeholder, ...props }: SelectFieldProps) {
  const [shell, rest] = splitFieldProps(props);
  return (
    <FieldShell {...shell}>
      {(control) => (
        <Wrap>
          <Select ref={ref} {...control} {...rest}>
            {placeholder !== undefined && (
              <option value="" disabled={shell.required}>
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
      )}
    </FieldShell>
  );
}
