import styled, { css } from 'styled-components';

export const SlideCard = styled.div<{ $selected: boolean }>(
  ({ theme, $selected }) => css`
    display: flex;
    flex-direction: column;
    height: 100%;
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    border: 2px solid ${$selected ? theme.colors.primary : theme.colors.border};
    box-shadow: ${$selected ? theme.shadows.md : theme.shadows.sm};
    overflow: hidden;
    transition:
      border-color ${theme.transitions.normal},
      box-shadow ${theme.transitions.normal};
  `,
);

export const OpenButton = styled.button(
  ({ theme }) => css`
    position: relative;
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    padding: 0;
    border: 0;
    background: ${theme.colors.text};
    cursor: zoom-in;
    overflow: hidden;
    img,
    video {
      width: 100%;
      height: 100%;
      object-fit: cover;
      transition: transform ${theme.transitions.slow};
    }
    &:hover img,
    &:hover video {
      transform: scale(1.03);
    }
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: -3px;
    }
    ${theme.media.reducedMotion} {
      &:hover img,
      &:hover video {
        transform: none;
      }
    }
  `,
);

export const KindBadge = styled.span(
  ({ theme }) => css`
    position: absolute;
    top: ${theme.space[3]};
    inset-inline-start: ${theme.space[3]};
    z-index: 1;
  `,
);

export const PlayMark = styled.span(
  ({ theme }) => css`
    position: absolute;
    inset-inline-end: ${theme.space[3]};
    bottom: ${theme.space[3]};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
    box-shadow: ${theme.shadows.md};
  `,
);

export const Caption = styled.div(
  ({ theme }) => css`
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${theme.space[2]};
    padding: ${theme.space[4]};
    h3 {
      margin: 0;
      font-size: ${theme.fontSizes.lg};
      line-height: ${theme.lineHeights.snug};
    }
    a {
      margin-top: auto;
      font-size: ${theme.fontSizes.sm};
    }
  `,
);

export const Progress = styled.div(
  ({ theme }) => css`
    height: 4px;
    margin-top: ${theme.space[4]};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surfaceSunken};
    overflow: hidden;
    > span {
      display: block;
      height: 100%;
      border-radius: inherit;
      background: ${theme.colors.accent};
      transition: width var(--speed) ease;
    }
  `,
);

export const Viewer = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[4]};
    video,
    img {
      width: 100%;
      height: auto;
      max-height: 70vh;
      border-radius: ${theme.radii.md};
      background: ${theme.colors.text};
      object-fit: contain;
    }
  `,
);
