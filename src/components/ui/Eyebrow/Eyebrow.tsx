import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Root = styled.p<{ $align: 'start' | 'center' }>(
  ({ theme, $align }) => css`
    display: block;
    margin: 0 0 ${theme.space[2]};
    color: var(--ds-eyebrow, ${theme.colors.accentHover});
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.bold};
    letter-spacing: 0.12em;
    line-height: ${theme.lineHeights.snug};
    text-transform: uppercase;
    text-align: ${$align};
  `,
);

export interface EyebrowProps extends HTMLAttributes<HTMLElement> {
  as?: 'p' | 'span' | 'div';
  align?: 'start' | 'center';
  children?: ReactNode;
}

/** Small uppercase kicker above a heading ("FORMAÇÕES", "SOBRE MIM"). */
export function Eyebrow({ as = 'p', align = 'start', ...rest }: EyebrowProps) {
  return <Root as={as} $align={align} {...rest} />;
}
