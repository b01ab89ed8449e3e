import { describe, expect, it } from 'vitest';
import {
  initialPublicationListState,
  matchesSearch,
  normaliseText,
  paginationWindow,
  parsePublicationQuery,
  publicationListReducer,
  selectPublicationPage,
  toPublicationQuery,
  MAX_QUERY_LENGTH,
  type PublicationListState,
  type SearchablePublication,
} from './publications';

const item = (
  id: number,
  type: 'tese' | 'artigo',
  title: string,
  author = 'Ana Lopes',
  description = 'Texto',
): SearchablePublication & { id: number } => ({
  id,
  type,
  title,
  author,
  description,
});

const eighteen = Array.from({ length: 18 }, (_, i) => item(i + 1, i < 8 ? 'tese' : 'artigo', `Publicação ${i + 1}`));

describe('paginationWindow', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows nothing for no pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(1, Number.NaN)).toEqual([]);
  });

  it('shows first, last and neighbours with ellipses when there are more than 5', () => {
    expect(paginationWindow(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(paginationWindow(1, 12)).toEqual([1, 2, 'ellipsis', 12]);
    expect(paginationWindow(12, 12)).toEqual([1, 'ellipsis', 11, 12]);
    expect(paginationWindow(3, 12)).toEqual([1, 2, 3, 4, 'ellipsis', 12]);
    expect(paginationWindow(6, 6)).toEqual([1, 'ellipsis', 5, 6]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(paginationWindow(4, 12)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 12]);
    expect(paginationWindow(9, 12)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12]);
  });

  it('clamps a current page out of range', () => {
    expect(paginationWindow(99, 8)).toEqual([1, 'ellipsis', 7, 8]);
    expect(paginationWindow(-3, 8)).toEqual([1, 2, 'ellipsis', 8]);
  });

  it('honours a different threshold', () => {
    expect(paginationWindow(1, 7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('search', () => {
  it('matches title, description and author case-insensitively', () => {
    const pub = item(1, 'artigo', 'Integração Sensorial na Escola', 'Joana Sequeira', 'Revisão da evidência');
    expect(matchesSearch(pub, 'integração')).toBe(true);
    expect(matchesSearch(pub, 'ESCOLA')).toBe(true);
    expect(matchesSearch(pub, 'sequeira')).toBe(true);
    expect(matchesSearch(pub, 'EVIDÊNCIA')).toBe(true);
    expect(matchesSearch(pub, 'autismo')).toBe(false);
  });

  it('ignores diacritics and surrounding spaces; an empty query matches everything', () => {
    const pub = item(1, 'tese', 'Intervenção terapêutica', 'Sónia Lobo');
    expect(matchesSearch(pub, '  terapeutica ')).toBe(true);
    expect(matchesSearch(pub, 'sonia')).toBe(true);
    expect(matchesSearch(pub, '')).toBe(true);
    expect(matchesSearch(pub, '   ')).toBe(true);
    expect(normaliseText('ÁÉÎõç')).toBe('aeioc');
  });
});

describe('publicationListReducer', () => {
  const onPage3: PublicationListState = { query: 'ab', filter: 'tese', page: 3 };

  it('returns to page 1 when the search changes', () => {
    expect(publicationListReducer(onPage3, { type: 'search.change', query: 'abc' })).toEqual({
      query: 'abc',
      filter: 'tese',
      page: 1,
    });
  });

  it('keeps the same state when the search text is unchanged', () => {
    expect(publicationListReducer(onPage3, { type: 'search.change', query: 'ab' })).toBe(onPage3);
  });

  it('caps the search text length', () => {
    const next = publicationListReducer(initialPublicationListState, { type: 'search.change', query: 'x'.repeat(500) });
    expect(next.query).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('returns to page 1 when the filter changes, and ignores an unknown or identical filter', () => {
    expect(publicationListReducer(onPage3, { type: 'filter.change', filter: 'artigo' })).toEqual({
      query: 'ab',
      filter: 'artigo',
      page: 1,
    });
    expect(publicationListReducer(onPage3, { type: 'filter.change', filter: 'tese' })).toBe(onPage3);
    expect(publicationListReducer(onPage3, { type: 'filter.change', filter: 'livro' as never })).toBe(onPage3);
  });

  it('goes to a page, keeping search and filter; invalid pages become 1', () => {
    expect(publicationListReducer(onPage3, { type: 'page.go', page: 2 })).toEqual({ query: 'ab', filter: 'tese', page: 2 });
    expect(publicationListReducer(onPage3, { type: 'page.go', page: 0 }).page).toBe(1);
    expect(publicationListReducer(onPage3, { type: 'page.go', page: 2.5 }).page).toBe(1);
    expect(publicationListReducer(onPage3, { type: 'page.go', page: 3 })).toBe(onPage3);
  });

  it('clears search, filter and page', () => {
    expect(publicationListReducer(onPage3, { type: 'filters.clear' })).toEqual(initialPublicationListState);
  });

  it('ignores unknown events', () => {
    expect(publicationListReducer(onPage3, { type: 'nope' } as never)).toBe(onPage3);
  });
});

describe('URL query', () => {
  it('parses q, tipo and pagina', () => {
    expect(parsePublicationQuery(new URLSearchParams('q=sono&tipo=artigo&pagina=2'))).toEqual({
      query: 'sono',
      filter: 'artigo',
      page: 2,
    });
  });

  it('sanitises invalid values to the defaults', () => {
    expect(parsePublicationQuery(new URLSearchParams('tipo=livro&pagina=-1'))).toEqual(initialPublicationListState);
    expect(parsePublicationQuery(new URLSearchParams('pagina=abc')).page).toBe(1);
    expect(parsePublicationQuery(new URLSearchParams('pagina=1e3')).page).toBe(1);
    expect(parsePublicationQuery(new URLSearchParams('pagina=0')).page).toBe(1);
    expect(parsePublicationQuery(new URLSearchParams(`q=${'y'.repeat(300)}`)).query).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('serialises without defaults and round-trips', () => {
    expect(toPublicationQuery(initialPublicationListState).toString()).toBe('');
    const state: PublicationListState = { query: 'brincar & sono', filter: 'tese', page: 3 };
    const query = toPublicationQuery(state);
    expect(query.get('q')).toBe('brincar & sono');
    expect(parsePublicationQuery(new URLSearchParams(query.toString()))).toEqual(state);
    // Text is kept as typed (spaces included) so the search box never loses what the visitor typed.
    expect(toPublicationQuery({ query: ' ', filter: 'todos', page: 1 }).get('q')).toBe(' ');
  });
});

describe('selectPublicationPage', () => {
  it('shows 6 of 18 on page 1 with three pages', () => {
    const result = selectPublicationPage(eighteen, initialPublicationListState);
    expect(result.items.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(result).toMatchObject({ total: 18, totalPages: 3, page: 1, pages: [1, 2, 3] });
  });

  it('shows the last page', () => {
    const result = selectPublicationPage(eighteen, { ...initialPublicationListState, page: 3 });
    expect(result.items.map((p) => p.id)).toEqual([13, 14, 15, 16, 17, 18]);
  });

  it('filters by type', () => {
    expect(selectPublicationPage(eighteen, { ...initialPublicationListState, filter: 'tese' }).total).toBe(8);
    expect(selectPublicationPage(eighteen, { ...initialPublicationListState, filter: 'artigo' }).total).toBe(10);
  });

  it('combines search and filter', () => {
    const result = selectPublicationPage(eighteen, { query: 'publicação 1', filter: 'artigo', page: 1 });
    // 'Publicação 1' matches 1 and 10-18; of those, 10-18 are articles (9 items).
    expect(result.total).toBe(9);
    expect(result.items.every((p) => p.type === 'artigo')).toBe(true);
  });

  it('clamps a page beyond the last one', () => {
    const result = selectPublicationPage(eighteen, { ...initialPublicationListState, filter: 'tese', page: 9 });
    expect(result.page).toBe(2);
    expect(result.items.map((p) => p.id)).toEqual([7, 8]);
  });

  it('returns no items and no pages when nothing matches', () => {
    const result = selectPublicationPage(eighteen, { ...initialPublicationListState, query: 'zzz' });
    expect(result).toMatchObject({ items: [], total: 0, totalPages: 1, page: 1, pages: [] });
  });
});
