import type { Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { focusRing } from '../internal/styles';

export type TextLinkTone = 'primary' | 'inherit';

const StyledLink = styled(Link)<{ $tone: TextLinkTone; $bold: boolean }>(
  ({ theme, $tone, $bold }) => css`
    color: ${$tone === 'inherit' ? 'inherit' : theme.colors.primary};
    font-weight: ${$bold ? theme.fontWeights.semibold : 'inherit'};
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
    border-radius: 2px;
    transition:
      color ${theme.transitions.fast},
      text-decoration-thickness ${theme.transitions.fast};
    &:hover {
      color: ${$tone === 'inherit' ? 'inherit' : theme.colors.primaryHover};
      text-decoration-thickness: 2px;
    }
    ${focusRing(theme)}
  `,
);

export interface TextLinkProps extends LinkProps {
  /** 'primary' (teal) on light backgrounds; 'inherit' takes the surrounding text colour (dark sections). */
  tone?: TextLinkTone;
  /** Semibold weight for standalone links ("Voltar", "Esqueceu-se da senha?"). */
  bold?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** An in-site text link (react-router `to`) in the design-system style. */
export function TextLink({ tone = 'primary', bold = false, ...rest }: TextLinkProps) {
  return <StyledLink $tone={tone} $bold={bold} {...rest} />;
}
