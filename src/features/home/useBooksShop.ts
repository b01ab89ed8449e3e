import { useCallback, useDeferredValue, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { booksShopMachine, filterBooks } from '@machines/home';
import type { BooksShopProps, BooksTab, ShopBook } from '@/components/home/BooksShop';

export type BooksShopFilters = Pick<
  BooksShopProps,
  'searchValue' | 'onSearchChange' | 'tab' | 'onTabChange' | 'books' | 'onClearFilters'
>;

/**
 * The home books shop's filters (product §4, §5): the debounced search and the tabs over `books`, and what they
 * leave. The tabs and the search box answer a tap or a key at once; the books they leave follow a moment later,
 * drawn in work React may interrupt (a deferred value), so a tap is never held up by the cards it changes.
 */
export function useBooksShop(books: ShopBook[]): BooksShopFilters {
  const [state, send] = useMachine(booksShopMachine);
  const { input, query, tab } = state.context;
  const shownQuery = useDeferredValue(query);
  const shownTab = useDeferredValue(tab);
  const visible = useMemo(() => filterBooks(books, shownQuery, shownTab), [books, shownQuery, shownTab]);
  return {
    searchValue: input,
    onSearchChange: useCallback((value: string) => send({ type: 'books.search', value }), [send]),
    tab,
    onTabChange: useCallback((value: BooksTab) => send({ type: 'books.tab', tab: value }), [send]),
    books: visible,
    onClearFilters: useCallback(() => send({ type: 'books.clear' }), [send]),
  };
}
