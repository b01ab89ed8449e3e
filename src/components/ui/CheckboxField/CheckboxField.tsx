import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { splitFieldProps, useFieldControl, type FieldShellBaseProps } from '../FieldShell/FieldShell';
import { FieldRoot, RequiredAsterisk } from '../internal/Field';
import { focusRing, TOUCH_TARGET } from '../internal/styles';

const Row = styled.div(
  ({ theme }) => css`
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[3]};
    min-height: ${TOUCH_TARGET};
    &:has(input:disabled) label {
      cursor: not-allowed;
      color: ${theme.colors.textMuted};
    }
  `,
);

/* The 22 px box is centred on the first line of the label; the label (padded to 44 px) extends the hit area. */
const BoxWrap = styled.span(
  ({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    width: 1.5rem;
    height: calc(${theme.fontSizes.md} * ${theme.lineHeights.snug} + 2 * ${theme.space[2]});
  `,
);

const Box = styled.input(
  ({ theme }) => css`
    width: 1.375rem;
    height: 1.375rem;
    margin: 0;
    accent-color: ${theme.colors.primary};
    cursor: pointer;
    border-radius: ${theme.radii.sm};
    &[aria-invalid='true'] {
      outline: 2px solid ${theme.colors.danger};
      outline-offset: 1px;
    }
    ${focusRing(theme)}
    &:disabled {
      cursor: not-allowed;
    }
  `,
);

const LabelBox = styled.div(
  ({ theme }) => css`
    flex: 1;
    min-width: 0;
    padding-block: ${theme.space[2]};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.snug};
  `,
);

const CheckLabel = styled.label`
  cursor: pointer;
`;

const Below = styled.div`
  padding-inline-start: calc(1.5rem + ${({ theme }) => theme.space[3]});
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>, FieldShellBaseProps {
  /** The label, after the box; may contain links (e.g. to the terms). */
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox with error and hint text: the field shell's wiring, with the label beside the box. */
export function CheckboxField({ ref, ...props }: CheckboxFieldProps) {
  const [{ label, className, ...wiring }, rest] = splitFieldProps(props);
  const { control, messages } = useFieldControl(wiring);
  return (
    <FieldRoot className={className}>
      <Row>
        <BoxWrap>
          <Box ref={ref} type="checkbox" {...control} {...rest} />
        </BoxWrap>
        <LabelBox>
          <CheckLabel htmlFor={control.id}>{label}</CheckLabel>
          {wiring.required && <RequiredAsterisk />}
        </LabelBox>
      </Row>
      {messages && <Below>{messages}</Below>}
    </FieldRoot>
  );
}
