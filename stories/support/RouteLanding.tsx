import { useId, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';

const Landing = styled.section(
  ({ theme }) => css`
    max-width: 40rem;
    margin: ${theme.space[7]} auto;
    margin-inline: max(${theme.layout.gutter}, calc((100% - 40rem) / 2));
    padding: ${theme.space[5]};
    border: 2px dashed ${theme.colors.borderStrong};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    p {
      margin: 0 0 ${theme.space[2]};
    }
    p:last-child {
      margin-bottom: 0;
    }
    /* A path in the site's own font (the browser would draw code in the machine's monospace, which changes
       with its fonts: docs/decisions/0031-captures-use-shipped-fonts.md). */
    code {
      font-family: inherit;
      font-variant-numeric: tabular-nums;
      overflow-wrap: anywhere;
    }
  `,
);

const Where = styled.p(
  ({ theme }) => css`
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.semibold};
  `,
);

const Note = styled.p(
  ({ theme }) => css`
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `,
);

/**
 * Storybook-only stand-in for a page a story navigates to (a redirect, a form's next step, a link): a
 * labelled box, "Navigated to /login", instead of a bare path on an empty canvas. The path (router path,
 * with search and hash) is `data-testid="location-probe"`, for play functions; `children` add details
 * (e.g. the remembered origin). Harness text, not site text: plain English, marked `lang="en"`.
 */
export function RouteLanding({ children }: { children?: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const titleId = `route-landing-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <Landing aria-labelledby={titleId} lang="en" data-testid="route-landing">
      <Where id={titleId}>
        Navigated to{' '}
        <code data-testid="location-probe">
          {pathname}
          {search}
          {hash}
        </code>
      </Where>
      <Note>Storybook stand-in: the story's page went here; the page at this address is not part of the story.</Note>
      {children}
    </Landing>
  );
}
