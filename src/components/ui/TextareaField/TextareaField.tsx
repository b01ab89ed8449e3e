import type { Ref, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldShell, splitFieldProps, type FieldShellBaseProps } from '../FieldShell/FieldShell';
import { controlStyles } from '../internal/Field';

const Textarea = styled.textarea`
  ${controlStyles}
  min-height: 8rem;
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>, FieldShellBaseProps {
  ref?: Ref<HTMLTextAreaElement>;
}

/** Labelled multi-line text input. */
export function TextareaField({ ref, rows = 5, ...props }: TextareaFieldProps) {
  const [shell, rest] = splitFieldProps(props);
  return <FieldShell {...shell}>{(control) => <Textarea ref={ref} rows={rows} {...control} {...rest} />}</FieldShell>;
}
