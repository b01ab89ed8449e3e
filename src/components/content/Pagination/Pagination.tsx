import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Icon } from '@/components/ui';

const List = styled.ul(
  ({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: ${theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  `,
);

const cell = (theme: DefaultTheme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  height: 2.75rem;
  padding-inline: ${theme.space[2]};
  border-radius: ${theme.radii.pill};
  font-weight: ${theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

const PageLink = styled(Link)(
  ({ theme }) => css`
    ${cell(theme)};
    border: 1px solid ${theme.colors.border};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    text-decoration: none;
    transition:
      background ${theme.transitions.fast},
      border-color ${theme.transitions.fast};
    &:hover {
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primarySoft};
      color: ${theme.colors.primaryHover};
    }
    &[aria-current='page'] {
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primary};
      color: ${theme.colors.textInverse};
    }
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
  `,
);

const Disabled = styled.span(
  ({ theme }) => css`
    ${cell(theme)};
    border: 1px solid ${theme.colors.border};
    color: ${theme.colors.textMuted};
    opacity: 0.6;
  `,
);

const Ellipsis = styled.span(
  ({ theme }) => css`
    ${cell(theme)};
    min-width: 1.5rem;
    color: ${theme.colors.textMuted};
  `,
);

export type PaginationItem = number | 'ellipsis';

export interface PaginationLabels {
  /** Name of the navigation landmark. */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page link, e.g. 'Página 3'. */
  page: (page: number) => string;
  /** Screen-reader text for an ellipsis. */
  ellipsis: string;
}

export interface PaginationProps {
  /** Pages and ellipses to show (see paginationWindow). */
  items: PaginationItem[];
  current: number;
  totalPages: number;
  /** URL of a page (the list's state lives in the query string, so pages can be shared). */
  hrefFor: (page: number) => string;
  /** Keep the scroll position when a page link is followed (the page brings its list into view itself). */
  preventScrollReset?: boolean;
  /** Called when a page link is followed. */
  onNavigate?: (page: number) => void;
  labels: PaginationLabels;
}

/** Page links with previous / next, the current page marked with aria-current="page". */
export function Pagination({ items, current, totalPages, hrefFor, preventScrollReset, onNavigate, labels }: PaginationProps) {
  const link = (page: number, content: ReactNode, name: string, isCurrent = false) => (
    <PageLink
      to={hrefFor(page)}
      preventScrollReset={preventScrollReset}
      aria-label={name}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={() => onNavigate?.(page)}
    >
      {content}
    </PageLink>
  );
  return (
    <nav aria-label={labels.nav}>
      <List>
        <li>
          {current > 1 ? (
            link(current - 1, <Icon name="chevronLeft" size={18} />, labels.previous)
          ) : (
            <Disabled aria-hidden="true">
              <Icon name="chevronLeft" size={18} />
            </Disabled>
          )}
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`}>
              <Ellipsis>
                <span aria-hidden="true">…</span>
                <span className="visually-hidden">{labels.ellipsis}</span>
              </Ellipsis>
            </li>
          ) : (
            <li key={item}>{link(item, item, labels.page(item), item === current)}</li>
          ),
        )}
        <li>
          {current < totalPages ? (
            link(current + 1, <Icon name="chevronRight" size={18} />, labels.next)
          ) : (
            <Disabled aria-hidden="true">
              <Icon name="chevronRight" size={18} />
            </Disabled>
          )}
        </li>
      </List>
    </nav>
  );
}
