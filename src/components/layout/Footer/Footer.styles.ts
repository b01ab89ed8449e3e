import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';

export const Root = styled.footer(
  ({ theme }) => css`
    margin-top: 0;
    background: ${theme.colors.text};
    color: ${theme.colors.textInverse};
    font-size: ${theme.fontSizes.sm};
  `,
);

export const Inner = styled.div(
  ({ theme }) => css`
    max-width: ${theme.layout.maxWidth};
    margin-inline: auto;
    padding: ${theme.space[7]} ${theme.layout.gutter} ${theme.space[5]};
  `,
);

export const Columns = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[6]};
    grid-template-columns: 1fr;
    ${theme.media.desktop} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    ${theme.media.wide} {
      grid-template-columns: 1.4fr repeat(4, minmax(0, 1fr));
    }
  `,
);

export const Brand = styled.div(
  ({ theme }) => css`
    p {
      margin: ${theme.space[2]} 0 0;
      max-width: 32ch;
      color: ${theme.colors.surfaceSunken};
    }
  `,
);

export const BrandName = styled.p(
  ({ theme }) => css`
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.textInverse};
  `,
);

export const ColumnTitle = styled.h2(
  ({ theme }) => css`
    margin: 0 0 ${theme.space[3]};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.bold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${theme.colors.surfaceSunken};
  `,
);

export const LinkList = styled.ul(
  ({ theme }) => css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${theme.space[1]};
  `,
);

const linkStyles = css(
  ({ theme }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: 2.25rem;
    color: ${theme.colors.textInverse};
    text-decoration: none;
    border-radius: 2px;
    overflow-wrap: anywhere;
    &:hover {
      color: ${theme.colors.textInverse};
      text-decoration: underline;
      text-underline-offset: 0.2em;
    }
    &:focus-visible {
      outline: 3px solid ${theme.colors.surface};
      outline-offset: 2px;
    }
  `,
);

export const FooterLink = styled(Link)`
  ${linkStyles}
`;

export const FooterAnchor = styled.a`
  ${linkStyles}
`;

export const Bottom = styled.div(
  ({ theme }) => css`
    margin-top: ${theme.space[6]};
    padding-top: ${theme.space[4]};
    border-top: 1px solid ${theme.colors.textMuted};
    color: ${theme.colors.surfaceSunken};
    p {
      margin: 0;
    }
  `,
);
