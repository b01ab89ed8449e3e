import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { buttonStyles, type ButtonStyleProps } from './Button.styles';
import { ButtonContent, type ButtonLookProps } from './Button';

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const StyledAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ButtonLinkProps extends ButtonLookProps, LinkProps {
  ref?: Ref<HTMLAnchorElement>;
}

/** A router link (react-router `to`) that looks like a Button. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  iconLeft,
  iconRight,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <StyledLink $variant={variant} $size={size} $fullWidth={fullWidth} {...rest}>
      <ButtonContent $hidden={false}>
        {iconLeft}
        {children}
        {iconRight}
      </ButtonContent>
    </StyledLink>
  );
}

export interface ExternalButtonLinkProps extends ButtonLookProps, AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Open in a new tab (default). mailto:/tel: links should pass false. */
  newTab?: boolean;
  /** Show the small "external" icon after the label when opening a new tab (default true unless iconRight is set). */
  showExternalIcon?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link to another site that looks like a Button; opens a new tab with rel="noopener noreferrer" and says so to screen readers. */
export function ExternalButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  iconLeft,
  iconRight,
  newTab = true,
  showExternalIcon,
  children,
  rel,
  ...rest
}: ExternalButtonLinkProps) {
  const { t } = useTranslation();
  const trailing = iconRight ?? (newTab && showExternalIcon !== false ? <Icon name="external" size={16} /> : null);
  return (
    <StyledAnchor
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...(newTab ? { target: '_blank', rel: rel ?? 'noopener noreferrer' } : { rel })}
      {...rest}
    >
      <ButtonContent $hidden={false}>
        {iconLeft}
        {children}
        {trailing}
        {newTab && (
          <>
            {' '}
            <span className="visually-hidden">{t('ui.opensInNewTab')}</span>
          </>
        )}
      </ButtonContent>
    </StyledAnchor>
  );
}
