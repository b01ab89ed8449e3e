import { LIMITS } from '../shared';
import type { PublicationType } from './publicationTypes';

/**
 * Articles and theses list (product §4 "Publication list", §5 "Publication filters", §9 pagination).
 * Pure reducer: the page keeps the state in the URL query (q, tipo, pagina) so results can be
 * shared and survive a reload; this module parses, updates, serialises and selects.
 */

export { PUBLICATION_TYPES, type PublicationType } from './publicationTypes';

export const publicationFilters = ['todos', 'artigo', 'tese'] as const;
export type PublicationFilter = (typeof publicationFilters)[number];

export interface PublicationListState {
  /** Search text as typed. */
  query: string;
  filter: PublicationFilter;
  /** 1-based page. Clamped to the available pages when results are selected. */
  page: number;
}

export type PublicationListEvent =
  | { type: 'search.change'; query: string }
  | { type: 'filter.change'; filter: PublicationFilter }
  | { type: 'page.go'; page: number }
  | { type: 'filters.clear' };

export const initialPublicationListState: PublicationListState = { query: '', filter: 'todos', page: 1 };

/** Longest search text kept from the URL or the search box. */
export const MAX_QUERY_LENGTH = 100;

/** URL query parameter names. */
export const publicationQueryKeys = { query: 'q', filter: 'tipo', page: 'pagina' } as const;

export function isPublicationFilter(value: unknown): value is PublicationFilter {
  return typeof value === 'string' && (publicationFilters as readonly string[]).includes(value);
}

function sanitisePage(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 ? value : 1;
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value.trim())) return 1;
  const n = Number(value.trim());
  return n >= 1 ? n : 1;
}

/** A change of search or filter returns to page 1 (product §4). */
export function publicationListReducer(state: PublicationListState, event: PublicationListEvent): PublicationListState {
  switch (event.type) {
    case 'search.change': {
      const query = event.query.slice(0, MAX_QUERY_LENGTH);
      return query === state.query ? state : { ...state, query, page: 1 };
    }
    case 'filter.change':
      if (!isPublicationFilter(event.filter) || event.filter === state.filter) return state;
      return { ...state, filter: event.filter, page: 1 };
    case 'page.go': {
      const page = sanitisePage(event.page);
      return page === state.page ? state : { ...state, page };
    }
    case 'filters.clear':
      return initialPublicationListState;
    default:
      return state;
  }
}

/** Reads the state from a URL query; anything invalid falls back to its default. */
export function parsePublicationQuery(params: URLSearchParams): PublicationListState {
  const query = (params.get(publicationQueryKeys.query) ?? '').slice(0, MAX_QUERY_LENGTH);
  const rawFilter = params.get(publicationQueryKeys.filter);
  const filter = isPublicationFilter(rawFilter) ? rawFilter : 'todos';
  const page = sanitisePage(params.get(publicationQueryKeys.page) ?? '1');
  return { query, filter, page };
}

/** The URL query for a state; defaults are left out so the plain page has a clean URL. */
export function toPublicationQuery(state: PublicationListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set(publicationQueryKeys.query, state.query);
  if (state.filter !== 'todos') params.set(publicationQueryKeys.filter, state.filter);
  if (state.page > 1) params.set(publicationQueryKeys.page, String(state.page));
  return params;
}

/** Lower case without diacritics, so 'TERAPEUTICA' finds 'terapêutica'. */
export function normaliseText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt').trim();
}

/** A publication with its texts already translated into the current language. */
export interface SearchablePublication {
  type: PublicationType;
  title: string;
  description: string;
  author: string;
}

/** Search over title, description and author, case-insensitive (product §5). An empty query matches all. */
export function matchesSearch(item: SearchablePublication, query: string): boolean {
  const needle = normaliseText(query);
  if (!needle) return true;
  return [item.title, item.description, item.author].some((field) => normaliseText(field).includes(needle));
}

export function matchesFilter(item: { type: PublicationType }, filter: PublicationFilter): boolean {
  return filter === 'todos' || item.type === filter;
}

export type PaginationItem = number | 'ellipsis';

/**
 * Pages to show (product §9): all of them when there are `fullUpTo` or fewer; otherwise the first,
 * the last, and the current page with its neighbours, with an ellipsis for each gap
 * (a gap of a single page shows that page instead, since an ellipsis would hide nothing).
 */
export function paginationWindow(current: number, total: number, fullUpTo: number = LIMITS.paginationFullUpTo): PaginationItem[] {
  if (!Number.isFinite(total) || total < 1) return [];
  const last = Math.floor(total);
  if (last <= fullUpTo) return Array.from({ length: last }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, Math.floor(current) || 1), last);
  const shown = new Set<number>([1, last, page - 1, page, page + 1].filter((n) => n >= 1 && n <= last));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined) {
      if (n - previous === 2) items.push(previous + 1);
      else if (n - previous > 2) items.push('ellipsis');
    }
    items.push(n);
  });
  return items;
}

export interface PublicationPage<T> {
  /** Items on the current page. */
  items: T[];
  /** Number of matching items on all pages. */
  total: number;
  totalPages: number;
  /** The page shown (the requested page clamped to 1..totalPages). */
  page: number;
  pages: PaginationItem[];
}

/** Filters, searches and slices the list for the state (6 per page, product §9). */
export function selectPublicationPage<T extends SearchablePublication>(
  all: readonly T[],
  state: PublicationListState,
  perPage: number = LIMITS.publicationsPerPage,
): PublicationPage<T> {
  const matching = all.filter((item) => matchesFilter(item, state.filter) && matchesSearch(item, state.query));
  const totalPages = Math.max(1, Math.ceil(matching.length / perPage));
  const page = Math.min(Math.max(1, state.page), totalPages);
  const start = (page - 1) * perPage;
  return {
    items: matching.slice(start, start + perPage),
    total: matching.length,
    totalPages,
    page,
    pages: matching.length === 0 ? [] : paginationWindow(page, totalPages),
  };
}
