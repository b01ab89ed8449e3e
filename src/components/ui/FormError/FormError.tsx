import type { ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../Icon';

const Root = styled.div(
  ({ theme }) => css`
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[3]};
    padding: ${theme.space[3]} ${theme.space[4]};
    border-radius: ${theme.radii.md};
    border: 1px solid ${theme.colors.danger};
    border-inline-start-width: 4px;
    background: ${theme.colors.dangerSoft};
    color: ${theme.colors.danger};
    font-weight: ${theme.fontWeights.medium};
    line-height: ${theme.lineHeights.snug};
    svg {
      margin-top: 0.1em;
    }
    &:focus {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
  `,
);

export interface FormErrorProps {
  /** The form-level message (e.g. "E-mail ou senha incorretos"). Nothing renders when empty. */
  children?: ReactNode;
  id?: string;
  className?: string;
  /** Focusable (tabIndex -1) so a page can move focus to it after a failed submit. */
  ref?: Ref<HTMLDivElement>;
}

/** A form-level error announced with role="alert". Renders nothing without a message. */
export function FormError({ children, id, className, ref }: FormErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <Root ref={ref} id={id} className={className} role="alert" tabIndex={-1}>
      <Icon name="alert" size={20} />
      <div>{children}</div>
    </Root>
  );
}
