import styled, { css } from 'styled-components';
import { focusRing, TOUCH } from '../internal/styles';

export const Wrapper = styled.div`
  position: relative;
`;

export const Toggle = styled.button<{ $icon: boolean }>(
  ({ theme, $icon }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.space[1]};
    min-height: ${TOUCH};
    ${$icon ? `min-width: ${TOUCH};` : ''}
    padding: ${$icon ? '0' : `0 ${theme.space[3]}`};
    border: 0;
    border-radius: ${theme.radii.md};
    background: transparent;
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
    cursor: pointer;
    transition: background-color ${theme.transitions.fast};
    &:hover {
      background: ${theme.colors.surfaceAlt};
    }
    &[aria-expanded='true'] {
      background: ${theme.colors.primarySoft};
    }
    &[aria-expanded='true'] .nav-chevron {
      transform: rotate(180deg);
    }
    .nav-chevron {
      transition: transform ${theme.transitions.fast};
    }
    ${focusRing(theme)}
  `,
);

export const Panel = styled.div<{ $align: 'start' | 'end' }>(
  ({ theme, $align }) => css`
    position: absolute;
    top: calc(100% + ${theme.space[2]});
    ${$align === 'end' ? 'right: 0;' : 'left: 0;'}
    z-index: ${theme.zIndices.dropdown};
    min-width: 15rem;
    padding: ${theme.space[2]};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    box-shadow: ${theme.shadows.lg};
    &[hidden] {
      display: none;
    }
  `,
);

export const PanelHeader = styled.div(
  ({ theme }) => css`
    padding: ${theme.space[2]} ${theme.space[3]} ${theme.space[3]};
    margin-bottom: ${theme.space[1]};
    border-bottom: 1px solid ${theme.colors.border};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `,
);

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A link or button inside a dropdown panel. */
export const itemStyles = css(
  ({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    width: 100%;
    min-height: ${TOUCH};
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 0;
    border-radius: ${theme.radii.sm};
    background: transparent;
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.medium};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    &:hover,
    &:focus-visible {
      background: ${theme.colors.primarySoft};
      color: ${theme.colors.primaryHover};
    }
    &[aria-current='page'] {
      color: ${theme.colors.primary};
      font-weight: ${theme.fontWeights.bold};
    }
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: -3px;
    }
  `,
);
