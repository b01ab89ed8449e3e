import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/routes';
import { focusRing } from '../internal/styles';

const Root = styled(Link)(
  ({ theme }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: 2.75rem;
    color: ${theme.colors.text};
    text-decoration: none;
    border-radius: ${theme.radii.sm};
    flex-shrink: 0;
    &:hover {
      color: ${theme.colors.text};
    }
    ${focusRing(theme)}
  `,
);

const Mark = styled.span(
  ({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.primary};
    color: ${theme.colors.textInverse};
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.bold};
    line-height: 1;
  `,
);

/** The name is hidden between 768 and 1023 px, where the full desktop menu needs the room. */
const Words = styled.span(
  ({ theme }) => css`
    display: flex;
    flex-direction: column;
    line-height: 1.1;
    ${theme.media.desktop} {
      display: none;
    }
    ${theme.media.wide} {
      display: flex;
    }
  `,
);

const Name = styled.span(
  ({ theme }) => css`
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.semibold};
    white-space: nowrap;
  `,
);

const Tagline = styled.span(
  ({ theme }) => css`
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    white-space: nowrap;
  `,
);

export interface LogoProps {
  /** The provider's name (configuration). */
  name: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The site's logo: goes home. */
export function Logo({ name, onClick }: LogoProps) {
  const { t } = useTranslation();
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
  return (
    <Root to={paths.home} aria-label={t('nav.logoLabel', { name })} onClick={onClick} data-testid="logo">
      <Mark aria-hidden="true">{initials}</Mark>
      <Words aria-hidden="true">
        <Name>{name}</Name>
        <Tagline>{t('nav.tagline')}</Tagline>
      </Words>
    </Root>
  );
}
