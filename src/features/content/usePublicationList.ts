import { useCallback, useEffect, useMemo } from 'react';
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

export interface PublicationListApi<T> {
  query: string;
  filter: PublicationFilter;
  /** Every filter, in the order the filter control shows them. */
  filters: readonly PublicationFilter[];
  /** The page shown of what matches. */
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
  const result = selectPublicationPage(items, state);

  // Invalid or out-of-range values in the URL are replaced by what is shown.
  const canonical = toPublicationQuery({ ...state, page: result.page }).toString();
  useEffect(() => {
    if (canonical !== params.toString()) setParams(new URLSearchParams(canonical), { replace: true, preventScrollReset: true });
  }, [canonical, params, setParams]);

  const send = useCallback(
    (event: PublicationListEvent) => {
      const next = publicationListReducer(state, event);
      if (next === state) return;
      // Updated synchronously (flushSync): the controlled search box and radios never lag or drop input.
      setParams(toPublicationQuery(next), {
        replace: event.type === 'search.change',
        flushSync: true,
        preventScrollReset: true,
      });
    },
    [state, setParams],
  );

  const hrefFor = (page: number) => {
    const query = toPublicationQuery({ ...state, page }).toString();
    return query ? `${basePath}?${query}` : basePath;
  };

  return {
    query: state.query,
    filter: state.filter,
    filters: publicationFilters,
    result,
    onQueryChange: (query) => send({ type: 'search.change', query }),
    onFilterChange: (filter) => send({ type: 'filter.change', filter }),
    onClearFilters: () => send({ type: 'filters.clear' }),
    hrefFor,
  };
}
