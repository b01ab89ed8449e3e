import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  parsePublicationQuery,
  publicationFilters,
  publicationListReducer,
  selectPublicationPage,
  toPublicationQuery,
  type PublicationFilter,
  type PublicationListEvent,
  type PublicationPage,
  type SearchablePublication,
} from '@machines/content';
import { useLatestCallback } from '@/lib/useLatestCallback';

export interface PublicationListApi<T> {
  query: string;
  filter: PublicationFilter;
  /** Every filter, in the order the filter control shows them. */
  filters: readonly PublicationFilter[];
  /**
   * The page shown of what matches. It follows the search and the filter a moment after them (a deferred
   * value): the search box and the radios answer a key or a tap at once, and the list is redrawn right after,
   * in work React may interrupt, so a tap is never held up by the list it changes.
   */
  result: PublicationPage<T>;
  onQueryChange: (query: string) => void;
  onFilterChange: (filter: PublicationFilter) => void;
  onClearFilters: () => void;
  /** The address of a page of the list as it is now filtered (for the pagination links). */
  hrefFor: (page: number) => string;
}

/**
 * The publication list's search, type filter and page (product §4, §5, §9), kept in the URL query of the page at
 * `basePath`: invalid or out-of-range values in the address are replaced by what is shown; typing replaces the
 * history entry, a filter change adds one.
 */
export function usePublicationList<T extends SearchablePublication>(
  items: readonly T[],
  basePath: string,
): PublicationListApi<T> {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parsePublicationQuery(params), [params]);
  const result = useMemo(() => selectPublicationPage(items, state), [items, state]);
  const shownState = useDeferredValue(state);
  const shown = useMemo(() => selectPublicationPage(items, shownState), [items, shownState]);

  // Invalid or out-of-range values in the URL are replaced by what is shown.
  const canonical = toPublicationQuery({ ...state, page: result.page }).toString();
  useEffect(() => {
    if (canonical !== params.toString()) setParams(new URLSearchParams(canonical), { replace: true, preventScrollReset: true });
  }, [canonical, params, setParams]);

  // One function for the page's whole life (it reads the latest state when called), so what is drawn from
  // the callbacks below is not redrawn for a new function on each key.
  const send = useLatestCallback((event: PublicationListEvent) => {
    const next = publicationListReducer(state, event);
    if (next === state) return;
    // Updated synchronously (flushSync): the controlled search box and radios never lag or drop input.
    setParams(toPublicationQuery(next), {
      replace: event.type === 'search.change',
      flushSync: true,
      preventScrollReset: true,
    });
  });

  const hrefFor = useCallback(
    (page: number) => {
      const query = toPublicationQuery({ ...shownState, page }).toString();
      return query ? `${basePath}?${query}` : basePath;
    },
    [shownState, basePath],
  );
  const onQueryChange = useCallback((query: string) => send({ type: 'search.change', query }), [send]);
  const onFilterChange = useCallback((filter: PublicationFilter) => send({ type: 'filter.change', filter }), [send]);
  const onClearFilters = useCallback(() => send({ type: 'filters.clear' }), [send]);

  return {
    query: state.query,
    filter: state.filter,
    filters: publicationFilters,
    result: shown,
    onQueryChange,
    onFilterChange,
    onClearFilters,
    hrefFor,
  };
}
