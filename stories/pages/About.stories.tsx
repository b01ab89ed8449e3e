import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHarness } from '../support/PageHarness';
import { Component as AboutPage } from '@/pages/about/AboutPage';
import { Component as AboutDetailPage } from '@/pages/about/AboutDetailPage';

/** /about and /about-detail — biography and publication lists (from the publications data). */
const meta = {
  title: 'Pages/About',
  parameters: { router: false, layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** /about: biography, highlights, the four newest articles and theses, links to /about-detail and /artigos-teses. */
export const About: Story = {
  render: () => <PageHarness path="/about" url="/about" Component={AboutPage} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Olá, sou Helena Marques' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Biografia' })).toBeVisible();
    const articles = canvas.getByRole('list', { name: 'Artigos' });
    await expect(within(articles).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(articles).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringContaining('/artigos-teses?q=Autonomia'),
    );
    await expect(within(canvas.getByRole('list', { name: 'Teses' })).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: /Conhecer o percurso completo/ })).toHaveAttribute('href', '/about-detail');
    await expect(canvas.getByRole('link', { name: /Ver todos os artigos e teses/ })).toHaveAttribute('href', '/artigos-teses');
  },
};

/** /about-detail: timeline, approach, and all 10 articles and 8 theses. */
export const AboutDetail: Story = {
  render: () => <PageHarness path="/about-detail" url="/about-detail" Component={AboutDetailPage} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'O percurso de Helena Marques' })).toBeVisible();
    const articles = canvas.getByRole('region', { name: 'Artigos (10)' });
    await expect(within(articles).getAllByRole('listitem')).toHaveLength(10);
    const theses = canvas.getByRole('region', { name: 'Teses (8)' });
    await expect(within(theses).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: /Pesquisar e descarregar/ })).toHaveAttribute('href', '/artigos-teses');
  },
};

export const AboutEnglish: Story = {
  ...About,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: "Hello, I'm Helena Marques" })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Biography' })).toBeVisible();
  },
};
