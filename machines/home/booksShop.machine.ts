import { assign, setup } from 'xstate';
import { TIMINGS } from '../shared';
import type { BookCategory } from '../commerce';

/**
 * Books and eBooks shop filters (product §2 "Books section", §9 search debounce 300 ms).
 * `input` is what the visitor types (shown in the box); `query` is the debounced value used for
 * matching, set 300 ms after the last keystroke. Tabs: all / eBooks / printed books, printed the
 * default. Clear filters resets both texts and returns to printed books.
 */
export const bookTabs = ['all', 'ebook', 'impresso'] as const;
export type BookTab = (typeof bookTabs)[number];
export const DEFAULT_BOOK_TAB: BookTab = 'impresso';
export const MAX_SEARCH_LENGTH = 100;

export interface BooksShopContext {
  input: string;
  query: string;
  tab: BookTab;
}

export type BooksShopEvent =
  { type: 'books.search'; value: string } | { type: 'books.tab'; tab: BookTab } | { type: 'books.clear' };

export function isBookTab(value: unknown): value is BookTab {
  return typeof value === 'string' && (bookTabs as readonly string[]).includes(value);
}

/** Case- and accent-insensitive normalisation for title matching. */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Items of the tab whose title contains the query (case-insensitive). */
export function filterBooks<T extends { category: BookCategory; title: string }>(items: T[], query: string, tab: BookTab): T[] {
  const needle = normaliseSearch(query);
  return items.filter(
    (item) => (tab === 'all' || item.category === tab) && (!needle || normaliseSearch(item.title).includes(needle)),
  );
}

export const booksShopMachine = setup({
  types: { context: {} as BooksShopContext, events: {} as BooksShopEvent },
  delays: { debounce: TIMINGS.searchDebounce },
  actions: {
    setInput: assign({
      input: ({ event }) => (event.type === 'books.search' ? String(event.value).slice(0, MAX_SEARCH_LENGTH) : ''),
    }),
    commitQuery: assign({ query: ({ context }) => context.input }),
    setTab: assign({
      tab: ({ context, event }) => (event.type === 'books.tab' && isBookTab(event.tab) ? event.tab : context.tab),
    }),
    reset: assign({ input: '', query: '', tab: DEFAULT_BOOK_TAB }),
  },
}).createMachine({
  id: 'booksShop',
  context: { input: '', query: '', tab: DEFAULT_BOOK_TAB },
  initial: 'settled',
  on: {
    'books.tab': { actions: 'setTab' },
    'books.clear': { target: '.settled', actions: 'reset' },
    'books.search': { target: '.debouncing', reenter: true, actions: 'setInput' },
  },
  states: {
    /** `query` matches what was typed. */
    settled: {},
    /** Typing: the query is committed 300 ms after the last keystroke. */
    debouncing: {
      after: { debounce: { target: 'settled', actions: 'commitQuery' } },
    },
  },
});
