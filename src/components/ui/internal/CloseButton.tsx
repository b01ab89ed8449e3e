import type { ButtonHTMLAttributes, Ref } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../Icon';
import { focusRing, TOUCH_TARGET } from './styles';

const Root = styled.button(
  ({ theme }) => css`
    flex-shrink: 0;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${TOUCH_TARGET};
    height: ${TOUCH_TARGET};
    padding: 0;
    border: 0;
    border-radius: ${theme.radii.pill};
    background: transparent;
    color: inherit;
    cursor: pointer;
    transition: background-color ${theme.transitions.fast};
    &:hover {
      background: ${theme.colors.surfaceSunken};
      color: ${theme.colors.text};
    }
    ${focusRing(theme)}
  `,
);

/** Round 44 px icon button with an X; `label` is its accessible name. */
export function CloseButton({
  label,
  ref,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; ref?: Ref<HTMLButtonElement> }) {
  return (
    <Root ref={ref} type="button" aria-label={label} title={label} {...rest}>
      <Icon name="close" size={20} />
    </Root>
  );
}
