import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { useLocation } from 'react-router-dom';
import { PageHarness } from '../../support/PageHarness';
import { Component as PublicationsPage } from '@/pages/publications/PublicationsPage';
import { language, t } from '../../support/t';
import { expectResultCount } from '../../support/publications';

/**
 * The publication list reducer (machines/content/publications.ts) on the real page: state { query, filter, page }
 * lives in the URL query (q, tipo, pagina), shown under the page for QA.
 */
function PageWithUrl() {
  const { search } = useLocation();
  return (
    <>
      <PublicationsPage />
      <p data-testid="url-query">{search || '(sem parâmetros)'}</p>
    </>
  );
}

const meta = {
  title: 'Flows/PublicationList',
  parameters: { router: false, layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (url: string) => <PageHarness path="/artigos-teses" url={url} Component={PageWithUrl} />;
const query = (el: HTMLElement) => within(el).getByTestId('url-query');

/** Initial state: no search, 'todos', page 1. */
export const Initial: Story = {
  render: () => page('/artigos-teses'),
  play: async ({ canvasElement }) => {
    await expectResultCount(canvasElement, 18);
    await waitFor(() => expect(query(canvasElement)).toHaveTextContent('(sem parâmetros)'));
  },
};

/** page.go: page 2, search and filter kept. */
export const PageChanged: Story = {
  render: () => page('/artigos-teses?tipo=artigo'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: t('publications.pagination.next') }));
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: t('publications.pagination.page', { page: 2 }) })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await waitFor(() => expect(query(canvasElement)).toHaveTextContent('?tipo=artigo&pagina=2'));
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

/**
 * search.change on page 2: back to page 1. The search runs over the texts of the active language:
 * 'escola' finds 4 publications in Portuguese, 'school' finds 5 in English.
 */
export const SearchChanged: Story = {
  render: () => page('/artigos-teses?pagina=2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [word, found] = language() === 'pt' ? (['escola', 4] as const) : (['school', 5] as const);
    const search = await canvas.findByRole('searchbox');
    await userEvent.type(search, word);
    await expectResultCount(canvasElement, found);
    await waitFor(() => expect(query(canvasElement)).toHaveTextContent(`?q=${word}`));
    await expect(search).toHaveFocus();
    await expect(search).toHaveValue(word);
  },
};

/** filter.change on page 3: back to page 1. */
export const FilterChanged: Story = {
  render: () => page('/artigos-teses?pagina=3'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: t('publications.filters.artigo') }));
    await expectResultCount(canvasElement, 10);
    await waitFor(() => expect(query(canvasElement)).toHaveTextContent('?tipo=artigo'));
  },
};

/** No results, then filters.clear: back to the initial state. */
export const Cleared: Story = {
  render: () => page('/artigos-teses?q=nada-aqui&tipo=tese'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectResultCount(canvasElement, 0);
    await userEvent.click(canvas.getByRole('button', { name: t('publications.clearFilters') }));
    await expectResultCount(canvasElement, 18);
    await waitFor(() => expect(query(canvasElement)).toHaveTextContent('(sem parâmetros)'));
  },
};

/**
 * A tap on a filter and a key in the search box change their control within their own event; the address and
 * the list follow a moment later, in a transition, so the redraw of the page under the router is never part of
 * the tap. Read right after each event, before anything else runs: the control already shows it, the address
 * and the count do not yet; then both follow.
 */
export const AnsweredInTheEvent: Story = {
  render: () => page('/artigos-teses'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectResultCount(canvasElement, 18);
    const count = canvas.getByTestId('result-count');
    const before = count.textContent;

    const articles = canvas.getByRole<HTMLInputElement>('radio', { name: t('publications.filters.artigo') });
    articles.click();
    // Read before anything else runs (an await would let the page go on).
    const tapped = { checked: articles.checked, count: count.textContent, query: query(canvasElement).textContent };
    await expect(tapped).toEqual({ checked: true, count: before, query: '(sem parâmetros)' });
    await expectResultCount(canvasElement, 10);
    await waitFor(() => expect(query(canvasElement)).toHaveTextContent('?tipo=artigo'));

    const search = canvas.getByRole<HTMLInputElement>('searchbox');
    const shown = count.textContent;
    const word = language() === 'pt' ? 'escola' : 'school';
    fireEvent.input(search, { target: { value: word } });
    const typed = { value: search.value, count: count.textContent, query: query(canvasElement).textContent };
    await expect(typed).toEqual({ value: word, count: shown, query: '?tipo=artigo' });
    await waitFor(() => expect(query(canvasElement)).toHaveTextContent(`?q=${word}&tipo=artigo`));
    await waitFor(() => expect(count.textContent).not.toBe(shown));
  },
};
