import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { PageHarness } from '../support/PageHarness';
import { Component as PublicationsPage } from '@/pages/publications/PublicationsPage';

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

const expectCount = async (el: HTMLElement, text: string) => {
  const element = await within(el).findByTestId('result-count');
  await waitFor(() => expect(element).toHaveTextContent(text));
};
const items = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('article');

/** All 18 publications: 6 on page 1 and three page links. */
export const EighteenResults: Story = {
  render: () => page('/artigos-teses'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCount(canvasElement, '18 publicações encontradas');
    await expect(items(canvasElement)).toHaveLength(6);
    const nav = canvas.getByRole('navigation', { name: 'Paginação das publicações' });
    await expect(within(nav).getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getAllByRole('link', { name: /^Página \d$/ })).toHaveLength(3);
  },
};

/** 'integração sensorial' finds 3 (accents and case ignored): one page, no pagination. */
export const ThreeResults: Story = {
  render: () => page('/artigos-teses'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: /Pesquisar/ }), 'INTEGRACAO SENSORIAL');
    await expectCount(canvasElement, '3 publicações encontradas');
    await expect(items(canvasElement)).toHaveLength(3);
    await expect(canvas.queryByRole('navigation', { name: 'Paginação das publicações' })).toBeNull();
    await waitFor(() => expect(canvas.getByTestId('url-query')).toHaveTextContent('?q=INTEGRACAO+SENSORIAL'));
  },
};

/** A search with a single match (from a shared URL). */
export const OneResult: Story = {
  render: () => page('/artigos-teses?q=sono'),
  play: async ({ canvasElement }) => {
    await expectCount(canvasElement, '1 publicação encontrada');
    await expect(items(canvasElement)).toHaveLength(1);
  },
};

/** Nothing matches: a message and a button that clears search and filter. */
export const NoResults: Story = {
  render: () => page('/artigos-teses?q=zzz&tipo=tese'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCount(canvasElement, 'Nenhuma publicação encontrada');
    await userEvent.click(canvas.getByRole('button', { name: /Limpar pesquisa e filtros/ }));
    await expectCount(canvasElement, '18 publicações encontradas');
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: 'Todos' })).toBeChecked();
  },
};

/** Going to page 3 shows the last six; changing the filter returns to page 1 (kept in the URL). */
export const FilterReturnsToPageOne: Story = {
  render: () => page('/artigos-teses'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Página 3' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page'));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Resultados' })).toHaveFocus());
    await waitFor(() => expect(canvas.getByTestId('url-query')).toHaveTextContent('?pagina=3'));
    await userEvent.click(canvas.getByRole('radio', { name: 'Teses' }));
    await expectCount(canvasElement, '8 publicações encontradas');
    await expect(canvas.getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(canvas.getByTestId('url-query')).toHaveTextContent('?tipo=tese'));
    await expect(items(canvasElement).every((item) => within(item).queryByText('Tese') !== null)).toBe(true);
  },
};

/** Opening a shared URL restores search, filter and page; an invalid filter and a page beyond the end are corrected. */
export const StateFromUrl: Story = {
  render: () => page('/artigos-teses?q=escola&tipo=tese'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCount(canvasElement, '2 publicações encontradas');
    await expect(canvas.getByRole('searchbox')).toHaveValue('escola');
    await expect(canvas.getByRole('radio', { name: 'Teses' })).toBeChecked();
  },
};

export const InvalidUrlSanitised: Story = {
  render: () => page('/artigos-teses?tipo=livro&pagina=99'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCount(canvasElement, '18 publicações encontradas');
    await expect(canvas.getByRole('radio', { name: 'Todos' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(canvas.getByTestId('url-query')).toHaveTextContent('?pagina=3'));
  },
};

/** A real fetch of the PDF: success toast 'Download de "…" iniciado'. */
export const DownloadSuccess: Story = {
  render: () => page('/artigos-teses?q=sono'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Descarregar PDF/ }));
    await expect(
      await canvas.findByText(
        'Download de "Estratégias sensoriais para a rotina do sono em crianças autistas" iniciado',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** The PDF answers 404: error toast 'Falha ao baixar: File not found (404)'. */
export const DownloadNotFound: Story = {
  parameters: {
    msw: { handlers: { files: [http.get('*/pdfs/publications/:file', () => new HttpResponse('Not found', { status: 404 }))] } },
  },
  render: () => page('/artigos-teses?q=sono'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Descarregar PDF/ }));
    const toast = await canvas.findByText('Falha ao baixar: File not found (404)', {}, { timeout: 5000 });
    await expect(toast).toBeVisible();
    await expect(toast.closest('[aria-live="assertive"]')).not.toBeNull();
  },
};

/** A network failure while downloading. */
export const DownloadNetworkError: Story = {
  parameters: {
    msw: { handlers: { files: [http.get('*/pdfs/publications/:file', () => HttpResponse.error())] } },
  },
  render: () => page('/artigos-teses?q=sono'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Descarregar PDF/ }));
    await expect(await canvas.findByText('Falha ao baixar: sem ligação à rede', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** In English the search runs over the English titles. */
export const English: Story = {
  globals: { locale: 'en' },
  render: () => page('/artigos-teses?tipo=artigo'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCount(canvasElement, '10 publications found');
    await userEvent.type(canvas.getByRole('searchbox'), 'sleep');
    await expectCount(canvasElement, '1 publication found');
  },
};
