import { startTransition, useCallback, useEffect, useMemo, useOptimistic } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
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
   * The page shown of what matches, as the address says. It follows the search and the filter a moment after
   * them: the search box and the radios answer a key or a tap at once, and the address, with the list drawn
   * from it, follows in a transition, work React may interrupt, so a tap is never held up by what it changes.
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
  const navigate = useNavigate();
  const state = useMemo(() => parsePublicationQuery(params), [params]);
  const result = useMemo(() => selectPublicationPage(items, state), [items, state]);
  // What the search box and the radios show: the state last asked for, from the key or the tap on, until the
  // address has caught up with it; the address otherwise (back, forward, a link).
  const [controls, showControls] = useOptimistic(state);

  // Invalid or out-of-range values in the URL are replaced by what is shown.
  const canonical = toPublicationQuery({ ...state, page: result.page }).toString();
  useEffect(() => {
    if (canonical !== params.toString()) setParams(new URLSearchParams(canonical), { replace: true, preventScrollReset: true });
  }, [canonical, params, setParams]);

  // One function for the page's whole life (it reads the latest state when called), so what is drawn from
  // the callbacks below is not redrawn for a new function on each key.
  const send = useLatestCallback((event: PublicationListEvent) => {
    const next = publicationListReducer(controls, event);
    if (next === controls) return;
    // The controls change in the event itself (an optimistic state is urgent), so they never lag or drop input;
    // the navigation, and the redraw of everything under the router that follows it, is the transition's.
    startTransition(async () => {
      showControls(next);
      await navigate(`?${toPublicationQuery(next).toString()}`, {
        replace: event.type === 'search.change',
        preventScrollReset: true,
      });
    });
  });

  const hrefFor = useCallback(
    (page: number) => {
      const query = toPublicationQuery({ ...state, page }).toString();
      return query ? `${basePath}?${query}` : basePath;
    },
    [state, basePath],
  );
  const onQueryChange = useCallback((query: string) => send({ type: 'search.change', query }), [send]);
  const onFilterChange = useCallback((filter: PublicationFilter) => send({ type: 'filter.change', filter }), [send]);
  const onClearFilters = useCallback(() => send({ type: 'filters.clear' }), [send]);

  return {
    query: controls.query,
    filter: controls.filter,
    filters: publicationFilters,
    result,
    onQueryChange,
    onFilterChange,
    onClearFilters,
    hrefFor,
  };
}
