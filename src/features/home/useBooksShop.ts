import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { booksShopMachine, filterBooks } from '@machines/home';
import type { BooksShopProps, ShopBook } from '@/components/home/BooksShop';

export type BooksShopFilters = Pick<
  BooksShopProps,
  'searchValue' | 'onSearchChange' | 'tab' | 'onTabChange' | 'books' | 'onClearFilters'
>;

/** The home books shop's filters (product §4, §5): the debounced search and the tabs over `books`, and what they leave. */
export function useBooksShop(books: ShopBook[]): BooksShopFilters {
  const [state, send] = useMachine(booksShopMachine);
  const { input, query, tab } = state.context;
  const visible = useMemo(() => filterBooks(books, query, tab), [books, query, tab]);
  return {
    searchValue: input,
    onSearchChange: (value) => send({ type: 'books.search', value }),
    tab,
    onTabChange: (value) => send({ type: 'books.tab', tab: value }),
    books: visible,
    onClearFilters: () => send({ type: 'books.clear' }),
  };
}
