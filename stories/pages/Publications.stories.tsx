import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { PageHarness } from '../support/PageHarness';
import { Component as PublicationsPage } from '@/pages/publications/PublicationsPage';
import { language, startsWith, t } from '../support/t';
import { expectResultCount } from '../support/publications';

/** The page plus a probe with the URL query, to assert what is shared and survives a reload. */
function PageWithUrl() {
  const { search } = useLocation();
  return (
    <>
      <PublicationsPage />
      <p data-testid="url-query">{search}</p>
    </>
  );
}

const page = (url: string) => <PageHarness path="/artigos-teses" url={url} Component={PageWithUrl} />;

/** /artigos-teses — search, type filter, 6 per page, URL query state and PDF downloads. */
const meta = {
  title: 'Pages/Publications',
  parameters: { router: false, layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('article');

/** The name of the link to page `page`. */
const pageLink = (page: number) => t('publications.pagination.page', { page });
/** Any page link's name ('Página 2', 'Page 2'). */
const anyPageLink = () =>
  new RegExp(
    `^${t('publications.pagination.page', { page: '#' })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('#', '\\d')}$`,
  );

/**
 * Search words in the language of the story, each finding the same publications in either language (the
 * search runs over the texts of the current language): 'integration' finds 2, 6 and 14 (the Portuguese
 * query without its accents), 'sleep' finds 7, 'school' among the theses finds 6 and 15.
 */
const words = () =>
  language() === 'pt'
    ? { integration: 'INTEGRACAO SENSORIAL', sleep: 'sono', school: 'escola' }
    : { integration: 'SENSORY INTEGRATION', sleep: 'sleep', school: 'school' };
const downloadButton = () => startsWith('publications.download');

/** All 18 publications: 6 on page 1 and three page links. */
export const EighteenResults: Story = {
  render: () => page('/artigos-teses'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectResultCount(canvasElement, 18);
    await expect(items(canvasElement)).toHaveLength(6);
    const nav = canvas.getByRole('navigation', { name: t('publications.pagination.label') });
    await expect(within(nav).getByRole('link', { name: pageLink(1) })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getAllByRole('link', { name: anyPageLink() })).toHaveLength(3);
  },
};

/** 'integração sensorial' ('sensory integration') finds 3 (accents and case ignored): one page, no pagination. */
export const ThreeResults: Story = {
  render: () => page('/artigos-teses'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const query = words().integration;
    await userEvent.type(await canvas.findByRole('searchbox', { name: t('publications.searchLabel') }), query);
    await expectResultCount(canvasElement, 3);
    await expect(items(canvasElement)).toHaveLength(3);
    await expect(canvas.queryByRole('navigation', { name: t('publications.pagination.label') })).toBeNull();
    await waitFor(() =>
      expect(canvas.getByTestId('url-query')).toHaveTextContent(`?${new URLSearchParams({ q: query }).toString()}`),
    );
  },
};

/** A search with a single match (from a shared URL). */
export const OneResult: Story = {
  render: () => page(`/artigos-teses?q=${words().sleep}`),
  play: async ({ canvasElement }) => {
    await expectResultCount(canvasElement, 1);
    await expect(items(canvasElement)).toHaveLength(1);
  },
};

/** Nothing matches: a message and a button that clears search and filter. */
export const NoResults: Story = {
  tags: ['state:empty'],
  render: () => page('/artigos-teses?q=zzz&tipo=tese'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectResultCount(canvasElement, 0);
    await userEvent.click(canvas.getByRole('button', { name: startsWith('publications.clearFilters') }));
    await expectResultCount(canvasElement, 18);
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: t('publications.filters.todos') })).toBeChecked();
  },
};

/** Going to page 3 shows the last six; changing the filter returns to page 1 (kept in the URL). */
export const FilterReturnsToPageOne: Story = {
  render: () => page('/artigos-teses'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: pageLink(3) }));
    await waitFor(() => expect(canvas.getByRole('link', { name: pageLink(3) })).toHaveAttribute('aria-current', 'page'));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: t('publications.resultsTitle') })).toHaveFocus());
    await waitFor(() => expect(canvas.getByTestId('url-query')).toHaveTextContent('?pagina=3'));
    await userEvent.click(canvas.getByRole('radio', { name: t('publications.filters.tese') }));
    await expectResultCount(canvasElement, 8);
    await expect(canvas.getByRole('link', { name: pageLink(1) })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(canvas.getByTestId('url-query')).toHaveTextContent('?tipo=tese'));
    const thesis = t('publications.types.tese');
    await expect(items(canvasElement).every((item) => within(item).queryByText(thesis) !== null)).toBe(true);
  },
};

/** Opening a shared URL restores search, filter and page; an invalid filter and a page beyond the end are corrected. */
export const StateFromUrl: Story = {
  render: () => page(`/artigos-teses?q=${words().school}&tipo=tese`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectResultCount(canvasElement, 2);
    await expect(canvas.getByRole('searchbox')).toHaveValue(words().school);
    await expect(canvas.getByRole('radio', { name: t('publications.filters.tese') })).toBeChecked();
  },
};

export const InvalidUrlSanitised: Story = {
  render: () => page('/artigos-teses?tipo=livro&pagina=99'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectResultCount(canvasElement, 18);
    await expect(canvas.getByRole('radio', { name: t('publications.filters.todos') })).toBeChecked();
    await expect(canvas.getByRole('link', { name: pageLink(3) })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(canvas.getByTestId('url-query')).toHaveTextContent('?pagina=3'));
  },
};

/** A real fetch of the PDF: success toast 'Download de "…" iniciado'. */
export const DownloadSuccess: Story = {
  tags: ['state:success'],
  render: () => page(`/artigos-teses?q=${words().sleep}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: downloadButton() }));
    const started = t('publications.downloadStarted', { title: t('catalog.publications.7.title') });
    await expect(await canvas.findByText(started, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The PDF answers 404: error toast 'Falha ao baixar: File not found (404)'. */
export const DownloadNotFound: Story = {
  tags: ['state:error'],
  parameters: {
    msw: { handlers: { files: [http.get('*/pdfs/publications/:file', () => new HttpResponse('Not found', { status: 404 }))] } },
  },
  render: () => page(`/artigos-teses?q=${words().sleep}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: downloadButton() }));
    const failed = t('publications.downloadFailed', { message: t('publications.downloadErrors.notFound') });
    const toast = await canvas.findByText(failed, {}, { timeout: 5000 });
    await expect(toast).toBeVisible();
    await expect(toast.closest('[aria-live="assertive"]')).not.toBeNull();
  },
};

/** A network failure while downloading. */
export const DownloadNetworkError: Story = {
  tags: ['state:error'],
  parameters: {
    msw: { handlers: { files: [http.get('*/pdfs/publications/:file', () => HttpResponse.error())] } },
  },
  render: () => page(`/artigos-teses?q=${words().sleep}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: downloadButton() }));
    const failed = t('publications.downloadFailed', { message: t('publications.downloadErrors.network') });
    await expect(await canvas.findByText(failed, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** In English the search runs over the English titles. */
export const English: Story = {
  globals: { locale: 'en' },
  render: () => page('/artigos-teses?tipo=artigo'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectResultCount(canvasElement, 10);
    await userEvent.type(canvas.getByRole('searchbox'), words().sleep);
    await expectResultCount(canvasElement, 1);
  },
};
