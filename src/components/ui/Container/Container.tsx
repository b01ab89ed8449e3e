import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type ContainerWidth = 'narrow' | 'default' | 'wide';

const widths: Record<ContainerWidth, string> = { narrow: '46rem', default: '', wide: '1440px' };

const Root = styled.div<{ $width: ContainerWidth }>(
  ({ theme, $width }) => css`
    width: 100%;
    max-width: ${$width === 'default' ? theme.layout.maxWidth : widths[$width]};
    margin-inline: auto;
    padding-inline: ${theme.layout.gutter};
  `,
);

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** 'narrow' for reading text and forms (~46rem), 'default' (theme.layout.maxWidth), 'wide' (1440 px). */
  width?: ContainerWidth;
  as?: 'div' | 'main' | 'header' | 'footer' | 'nav' | 'article';
  children?: ReactNode;
}

/** Centres content at the layout's maximum width with responsive side gutters. */
export function Container({ width = 'default', as, ...rest }: ContainerProps) {
  return <Root as={as} $width={width} {...rest} />;
}
