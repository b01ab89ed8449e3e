import styled, { css } from 'styled-components';

/** Shared look of the printed-book and eBook cards. */
export const CardRoot = styled.article(
  ({ theme }) => css`
    position: relative;
    display: flex;
    flex-direction: column;
    height: 100%;
    min-width: 0;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.sm};
    overflow: hidden;
    transition:
      box-shadow ${theme.transitions.normal},
      transform ${theme.transitions.normal};
    &:hover {
      box-shadow: ${theme.shadows.md};
      transform: translateY(-2px);
    }
    ${theme.media.reducedMotion} {
      transition: none;
      &:hover {
        transform: none;
      }
    }
  `,
);

export const Cover = styled.div(
  ({ theme }) => css`
    position: relative;
    aspect-ratio: 2 / 3;
    max-height: 22rem;
    display: flex;
    justify-content: center;
    padding: ${theme.space[5]} ${theme.space[5]} 0;
    background: linear-gradient(180deg, ${theme.colors.surfaceAlt} 0%, ${theme.colors.surfaceSunken} 100%);
    overflow: hidden;
    img {
      width: auto;
      height: 100%;
      max-width: 100%;
      object-fit: contain;
      border-radius: ${theme.radii.sm} ${theme.radii.sm} 0 0;
      box-shadow: ${theme.shadows.lg};
      background: transparent;
    }
  `,
);

export const TopLeft = styled.div(
  ({ theme }) => css`
    position: absolute;
    top: ${theme.space[3]};
    inset-inline-start: ${theme.space[3]};
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${theme.space[1]};
    z-index: 1;
  `,
);

export const TopRight = styled.div(
  ({ theme }) => css`
    position: absolute;
    top: ${theme.space[3]};
    inset-inline-end: ${theme.space[3]};
    z-index: 1;
  `,
);

export const Body = styled.div(
  ({ theme }) => css`
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${theme.space[2]};
    padding: ${theme.space[4]} ${theme.space[5]} ${theme.space[5]};
  `,
);

export const Title = styled.h3(
  ({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.snug};
  `,
);

export const Meta = styled.p(
  ({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `,
);

export const Footer = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
    margin-top: auto;
    padding-top: ${theme.space[2]};
  `,
);
