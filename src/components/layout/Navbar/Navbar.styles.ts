import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';
import { focusRing, TOUCH } from '../internal/styles';

/** Sticky bar; its background colour (with the scroll-driven opacity) is set inline. */
export const Header = styled.header(
  ({ theme }) => css`
    position: sticky;
    top: 0;
    z-index: ${theme.zIndices.nav};
    height: ${theme.layout.navHeight};
    border-bottom: 1px solid ${theme.colors.border};
    backdrop-filter: saturate(1.4) blur(10px);
    -webkit-backdrop-filter: saturate(1.4) blur(10px);
    transition: background-color ${theme.transitions.fast};
  `,
);

export const Bar = styled.div(
  ({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    height: 100%;
    max-width: ${theme.layout.maxWidth};
    margin-inline: auto;
    padding-inline: ${theme.layout.gutter};
    ${theme.media.desktop} {
      gap: ${theme.space[3]};
    }
  `,
);

export const DesktopNav = styled.nav(
  ({ theme }) => css`
    display: none;
    ${theme.media.desktop} {
      display: block;
      margin-left: auto;
    }
  `,
);

export const NavList = styled.ul(
  ({ theme }) => css`
    display: flex;
    align-items: center;
    gap: 0;
    list-style: none;
    margin: 0;
    padding: 0;
    ${theme.media.wide} {
      gap: ${theme.space[1]};
    }
  `,
);

export const TopLink = styled(Link)(
  ({ theme }) => css`
    display: inline-flex;
    align-items: center;
    min-height: ${TOUCH};
    padding: 0 ${theme.space[3]};
    border-radius: ${theme.radii.md};
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
    text-decoration: none;
    white-space: nowrap;
    transition: background-color ${theme.transitions.fast};
    &:hover {
      background: ${theme.colors.surfaceAlt};
      color: ${theme.colors.text};
    }
    &[aria-current='page'] {
      color: ${theme.colors.primary};
      text-decoration: underline;
      text-decoration-thickness: 2px;
      text-underline-offset: 0.4em;
    }
    ${focusRing(theme)}
  `,
);

export const Actions = styled.div(
  ({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[1]};
    margin-left: auto;
    ${theme.media.desktop} {
      margin-left: ${theme.space[2]};
    }
  `,
);

/** Shown only from 768 px. */
export const DesktopOnly = styled.div(
  ({ theme }) => css`
    display: none;
    ${theme.media.desktop} {
      display: flex;
      align-items: center;
      gap: ${theme.space[1]};
    }
  `,
);

export const Hamburger = styled.button(
  ({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${TOUCH};
    min-height: ${TOUCH};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    cursor: pointer;
    &[aria-expanded='true'] {
      background: ${theme.colors.primarySoft};
    }
    ${focusRing(theme)}
    ${theme.media.desktop} {
      display: none;
    }
  `,
);
