import type { InputHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { FieldShell, splitFieldProps, type FieldShellBaseProps } from '../FieldShell/FieldShell';
import { controlStyles } from '../internal/Field';

const Input = styled.input`
  ${controlStyles}
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>, FieldShellBaseProps {
  ref?: Ref<HTMLInputElement>;
}

/** Labelled text input (type text, email, tel, date, search, number…). */
export function TextField({ ref, ...props }: TextFieldProps) {
  const [shell, rest] = splitFieldProps(props);
  return <FieldShell {...shell}>{(control) => <Input ref={ref} {...control} {...rest} />}</FieldShell>;
}
