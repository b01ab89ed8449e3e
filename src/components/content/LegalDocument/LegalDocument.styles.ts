import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';

export const Article = styled.article(
  ({ theme }) => css`
    max-width: ${theme.layout.maxWidth};
    margin-inline: auto;
    padding: ${theme.space[7]} ${theme.layout.gutter} ${theme.space[8]};
  `,
);

export const Head = styled.header(
  ({ theme }) => css`
    max-width: 46rem;
    margin-bottom: ${theme.space[6]};
    padding-bottom: ${theme.space[5]};
    border-bottom: 1px solid ${theme.colors.border};
    h1 {
      font-size: ${theme.fontSizes['3xl']};
      margin-bottom: ${theme.space[2]};
    }
  `,
);

export const Updated = styled.p(
  ({ theme }) => css`
    margin: 0 0 ${theme.space[4]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `,
);

export const Intro = styled.div(
  ({ theme }) => css`
    font-size: ${theme.fontSizes.lg};
    p:last-child {
      margin-bottom: 0;
    }
  `,
);

export const Layout = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[6]};
    ${theme.media.wide} {
      grid-template-columns: 16rem minmax(0, 46rem);
      gap: ${theme.space[8]};
      align-items: start;
    }
  `,
);

export const Toc = styled.nav(
  ({ theme }) => css`
    padding: ${theme.space[4]} ${theme.space[5]};
    background: ${theme.colors.surfaceAlt};
    border-radius: ${theme.radii.md};
    font-size: ${theme.fontSizes.sm};
    ${theme.media.wide} {
      position: sticky;
      top: calc(${theme.layout.navHeight} + ${theme.space[4]});
    }
    h2 {
      font-family: ${theme.fonts.body};
      font-size: ${theme.fontSizes.xs};
      font-weight: ${theme.fontWeights.bold};
      letter-spacing: 0.08em;
      text-transform: uppercase;
      color: ${theme.colors.textMuted};
      margin-bottom: ${theme.space[2]};
    }
    ol {
      margin: 0;
      padding-left: ${theme.space[5]};
      display: grid;
      gap: ${theme.space[1]};
    }
    li {
      padding-block: ${theme.space[1]};
    }
    li::marker {
      color: ${theme.colors.textMuted};
    }
  `,
);

export const TocLink = styled(Link)(
  ({ theme }) => css`
    color: ${theme.colors.text};
    text-decoration: none;
    &:hover {
      color: ${theme.colors.primary};
      text-decoration: underline;
    }
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
      border-radius: 2px;
    }
  `,
);

export const Sections = styled.div(
  ({ theme }) => css`
    section {
      /* Added to the root's scroll-padding-top (the sticky header): a little air above a section. */
      scroll-margin-top: ${theme.space[4]};
      padding-bottom: ${theme.space[5]};
      margin-bottom: ${theme.space[5]};
      border-bottom: 1px solid ${theme.colors.border};
    }
    section:last-of-type {
      border-bottom: 0;
    }
    h2 {
      font-size: ${theme.fontSizes.xl};
    }
    ul {
      margin: 0 0 ${theme.space[4]};
      padding-left: ${theme.space[5]};
    }
    li {
      margin-bottom: ${theme.space[2]};
    }
    p,
    li {
      overflow-wrap: anywhere;
    }
  `,
);

export const SectionNumber = styled.span(
  ({ theme }) => css`
    color: ${theme.colors.primary};
    margin-right: ${theme.space[1]};
  `,
);
