import type { ComponentProps, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled, { css, type DefaultTheme } from 'styled-components';
import { focusRing } from '../internal/styles';

export type TextLinkTone = 'primary' | 'inherit';

interface LinkStyle {
  $tone: TextLinkTone;
  $bold: boolean;
}

const linkStyle = ({ theme, $tone, $bold }: LinkStyle & { theme: DefaultTheme }) => css`
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
`;

const StyledLink = styled(Link)<LinkStyle>(linkStyle);
const StyledAnchor = styled.a<LinkStyle>(linkStyle);

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

export interface TextAnchorProps extends ComponentProps<'a'> {
  tone?: TextLinkTone;
  bold?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A text link to another site or an e-mail address (`href`), in the same style as TextLink. */
export function TextAnchor({ tone = 'primary', bold = false, ...rest }: TextAnchorProps) {
  return <StyledAnchor $tone={tone} $bold={bold} {...rest} />;
}
