import { memo, useId, useRef, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Container, EmptyState, Icon, Section, TextField, type ImageSource } from '@/components/ui';
import { EbookCard } from '@/components/catalog/EbookCard';
import { PrintedBookCard } from '@/components/catalog/PrintedBookCard';
import { SectionIntro } from '../internal/SectionIntro';

export type BooksTab = 'all' | 'ebook' | 'impresso';
export const BOOKS_TABS: BooksTab[] = ['all', 'ebook', 'impresso'];

interface BookBase {
  id: number;
  title: string;
  subtitle?: string;
  author?: string;
  cover: ImageSource;
}

export type ShopBook =
  | (BookBase & { category: 'impresso'; price: number; originalPrice?: number; discount?: number; href: string })
  | (BookBase & { category: 'ebook'; downloadHref: string });

const Toolbar = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[4]};
    align-items: end;
    margin-bottom: ${theme.space[4]};
    ${theme.media.desktop} {
      grid-template-columns: minmax(0, 1fr) auto;
      gap: ${theme.space[6]};
    }
  `,
);

const Search = styled.div`
  max-width: 28rem;
  width: 100%;
  input {
    padding-inline-start: 2.75rem;
  }
  position: relative;
`;

const SearchIcon = styled.span(
  ({ theme }) => css`
    position: absolute;
    inset-inline-start: ${theme.space[3]};
    bottom: 0;
    height: 3rem;
    display: flex;
    align-items: center;
    color: ${theme.colors.textMuted};
    pointer-events: none;
  `,
);

const TabList = styled.div(
  ({ theme }) => css`
    display: inline-flex;
    gap: ${theme.space[1]};
    padding: ${theme.space[1]};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surfaceSunken};
    justify-self: start;
    max-width: 100%;
    overflow-x: auto;
  `,
);

const Tab = styled.button(
  ({ theme }) => css`
    min-height: 2.75rem;
    padding: ${theme.space[2]} ${theme.space[5]};
    border: 0;
    border-radius: ${theme.radii.pill};
    background: transparent;
    color: ${theme.colors.text};
    font-weight: ${theme.fontWeights.semibold};
    white-space: nowrap;
    cursor: pointer;
    transition:
      background ${theme.transitions.fast},
      color ${theme.transitions.fast};
    &:hover {
      background: ${theme.colors.surface};
    }
    &[aria-selected='true'] {
      background: ${theme.colors.primary};
      color: ${theme.colors.textInverse};
      box-shadow: ${theme.shadows.sm};
    }
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
  `,
);

const Count = styled.p(
  ({ theme }) => css`
    margin: 0 0 ${theme.space[5]};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `,
);

const List = styled.ul(
  ({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 230px), 1fr));
    gap: ${theme.space[5]};
    margin: 0;
    padding: 0;
    list-style: none;
    > li {
      min-width: 0;
    }
  `,
);

const Empty = styled.div(
  ({ theme }) => css`
    border: 1px dashed ${theme.colors.borderStrong};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    h3 {
      font-size: ${theme.fontSizes.xl};
    }
  `,
);

export interface BooksShopProps {
  /** Section anchor (livros). */
  id: string;
  /** Text in the search box (as typed; matching is debounced by the page). */
  searchValue: string;
  onSearchChange: (value: string) => void;
  tab: BooksTab;
  onTabChange: (tab: BooksTab) => void;
  /** The books to show (already filtered). */
  books: ShopBook[];
  isWishlisted: (id: number) => boolean;
  onToggleWishlist: (id: number, title: string) => void;
  /** Resets the search and returns to printed books. */
  onClearFilters: () => void;
}

/** Home books and eBooks shop: title search, tabs (all / eBooks / books), book cards, and an empty state with a clear-filters button. */
export function BooksShop({
  id,
  searchValue,
  onSearchChange,
  tab,
  onTabChange,
  books,
  isWishlisted,
  onToggleWishlist,
  onClearFilters,
}: BooksShopProps) {
  const { t } = useTranslation();
  const uid = useId();
  const headingId = `${id}-title`;
  const panelId = `${uid}-panel`;
  const tabId = (value: BooksTab) => `${uid}-tab-${value}`;
  const tabRefs = useRef<Partial<Record<BooksTab, HTMLButtonElement | null>>>({});

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = BOOKS_TABS.indexOf(tab);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (current + 1) % BOOKS_TABS.length;
    else if (event.key === 'ArrowLeft') next = (current - 1 + BOOKS_TABS.length) % BOOKS_TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = BOOKS_TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    const target = BOOKS_TABS[next] as BooksTab;
    onTabChange(target);
    tabRefs.current[target]?.focus();
  };

  return (
    <Section id={id} labelledBy={headingId} spacing="lg">
      <Container>
        <SectionIntro
          headingId={headingId}
          eyebrow={t('home.books.eyebrow')}
          title={t('home.books.title')}
          lead={t('home.books.lead')}
        />
        <Toolbar>
          <Search role="search">
            <TextField
              id={`${uid}-search`}
              type="search"
              label={t('books.searchLabel')}
              placeholder={t('books.searchPlaceholder')}
              value={searchValue}
              maxLength={100}
              autoComplete="off"
              onChange={(e) => onSearchChange(e.target.value)}
            />
            <SearchIcon aria-hidden="true">
              <Icon name="search" size={18} />
            </SearchIcon>
          </Search>
          <TabList role="tablist" aria-label={t('books.tabsLabel')}>
            {BOOKS_TABS.map((value) => (
              <Tab
                key={value}
                ref={(el) => {
                  tabRefs.current[value] = el;
                }}
                type="button"
                role="tab"
                id={tabId(value)}
                aria-selected={tab === value}
                aria-controls={panelId}
                tabIndex={tab === value ? 0 : -1}
                onClick={() => onTabChange(value)}
                onKeyDown={onTabKeyDown}
              >
                {t(`books.tabs.${value}`)}
              </Tab>
            ))}
          </TabList>
        </Toolbar>
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(tab)}>
          <BookResults
            books={books}
            isWishlisted={isWishlisted}
            onToggleWishlist={onToggleWishlist}
            onClearFilters={onClearFilters}
          />
        </div>
      </Container>
    </Section>
  );
}

type BookResultsProps = Pick<BooksShopProps, 'books' | 'isWishlisted' | 'onToggleWishlist' | 'onClearFilters'>;

/**
 * The count and the cards, drawn again only when their own props change: a tap on a tab or a key in the search
 * box redraws the toolbar, and the cards only once the books given to them change.
 */
const BookResults = memo(function BookResults({ books, isWishlisted, onToggleWishlist, onClearFilters }: BookResultsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Count role="status" className={books.length > 0 ? undefined : 'visually-hidden'}>
        {books.length > 0 ? t('books.results', { count: books.length }) : t('no_books_find')}
      </Count>
      {books.length > 0 ? (
        <List>
          {books.map((book) => {
            const card = {
              id: book.id,
              title: book.title,
              subtitle: book.subtitle,
              author: book.author,
              cover: book.cover,
              wishlisted: isWishlisted(book.id),
              onToggleWishlist: () => onToggleWishlist(book.id, book.title),
            };
            return (
              <li key={book.id}>
                {book.category === 'impresso' ? (
                  <PrintedBookCard
                    {...card}
                    price={book.price}
                    originalPrice={book.originalPrice}
                    discount={book.discount}
                    href={book.href}
                  />
                ) : (
                  <EbookCard {...card} downloadHref={book.downloadHref} />
                )}
              </li>
            );
          })}
        </List>
      ) : (
        <Empty>
          <EmptyState
            icon="search"
            headingLevel="h3"
            title={t('no_books_find')}
            action={
              <Button variant="outline" onClick={onClearFilters} iconLeft={<Icon name="close" size={18} />}>
                {t('books.clearFilters')}
              </Button>
            }
          />
        </Empty>
      )}
    </>
  );
});
