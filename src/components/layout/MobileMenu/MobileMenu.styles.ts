import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';
import { focusRing, TOUCH } from '../internal/styles';
import type { MobileMenuState } from '../types';

/**
 * The panel slides down under the bar. 'opening' renders it in its start position so the browser can
 * transition to 'open'; 'closing' fades it out over the 500 ms close delay (theme.transitions.slow).
 */
export const Panel = styled.div<{ $state: MobileMenuState }>(
  ({ theme, $state }) => css`
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    z-index: ${theme.zIndices.dropdown};
    max-height: calc(100dvh - ${theme.layout.navHeight});
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: ${theme.space[3]} ${theme.layout.gutter} ${theme.space[6]};
    background: ${theme.colors.surface};
    border-top: 1px solid ${theme.colors.border};
    box-shadow: ${theme.shadows.lg};
    opacity: ${$state === 'open' ? 1 : 0};
    transform: translateY(${$state === 'open' ? '0' : '-0.5rem'});
    transition:
      opacity ${$state === 'closing' ? theme.transitions.slow : theme.transitions.normal},
      transform ${$state === 'closing' ? theme.transitions.slow : theme.transitions.normal};
    &[hidden] {
      display: none;
    }
    ${theme.media.desktop} {
      display: none;
    }
  `,
);

export const GroupTitle = styled.span(
  ({ theme }) => css`
    display: block;
    padding: ${theme.space[3]} ${theme.space[3]} ${theme.space[1]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.bold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  `,
);

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const SubList = styled(List)(
  ({ theme }) => css`
    padding-left: ${theme.space[2]};
  `,
);

const itemStyles = css(
  ({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
    width: 100%;
    min-height: ${TOUCH};
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 0;
    border-radius: ${theme.radii.sm};
    background: transparent;
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.md};
    font-weight: ${theme.fontWeights.medium};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    &:hover {
      background: ${theme.colors.primarySoft};
      color: ${theme.colors.primaryHover};
    }
    &[aria-current='page'] {
      color: ${theme.colors.primary};
      font-weight: ${theme.fontWeights.bold};
    }
    ${focusRing(theme)}
  `,
);

export const ItemLink = styled(Link)`
  ${itemStyles}
`;

export const ItemButton = styled.button`
  ${itemStyles}
`;

export const Block = styled.div(
  ({ theme }) => css`
    margin-top: ${theme.space[3]};
    padding-top: ${theme.space[3]};
    border-top: 1px solid ${theme.colors.border};
  `,
);

export const Status = styled.p<{ $loggedIn: boolean }>(
  ({ theme, $loggedIn }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    margin: 0 0 ${theme.space[2]};
    padding: 0 ${theme.space[3]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    svg {
      color: ${$loggedIn ? theme.colors.loggedIn : theme.colors.loggedOut};
    }
  `,
);

export const LanguageRow = styled.div(
  ({ theme }) => css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[3]};
    padding: 0 ${theme.space[3]};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `,
);
