import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHarness } from '../support/PageHarness';
import { Component as AboutPage } from '@/pages/about/AboutPage';
import { Component as AboutDetailPage } from '@/pages/about/AboutDetailPage';
import { publicationSearchHref } from '@/config/routes';
import { href, t } from '../support/t';

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
    await expect(await canvas.findByRole('heading', { level: 1, name: t('about.title') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: t('about.bioTitle') })).toBeVisible();
    const articles = canvas.getByRole('list', { name: t('about.articlesTitle') });
    await expect(within(articles).getAllByRole('listitem')).toHaveLength(4);
    // The newest article (18, 'Autonomia no vestir…'), searched for by its title in the page's language.
    await expect(within(articles).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      href(publicationSearchHref('/artigos-teses', t('catalog.publications.18.title'))),
    );
    await expect(within(canvas.getByRole('list', { name: t('about.thesesTitle') })).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: t('about.moreAboutMe') })).toHaveAttribute('href', href('/about-detail'));
    await expect(canvas.getByRole('link', { name: t('about.seeAllPublications') })).toHaveAttribute(
      'href',
      href('/artigos-teses'),
    );
  },
};

/** /about-detail: timeline, approach, and all 10 articles and 8 theses. */
export const AboutDetail: Story = {
  render: () => <PageHarness path="/about-detail" url="/about-detail" Component={AboutDetailPage} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('aboutDetail.title') })).toBeVisible();
    const articles = canvas.getByRole('region', { name: t('aboutDetail.articlesTitle', { count: 10 }) });
    await expect(within(articles).getAllByRole('listitem')).toHaveLength(10);
    const theses = canvas.getByRole('region', { name: t('aboutDetail.thesesTitle', { count: 8 }) });
    await expect(within(theses).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: t('aboutDetail.seeAllPublications') })).toHaveAttribute(
      'href',
      href('/artigos-teses'),
    );
  },
};

/** /about in English: About's checks, in English. */
export const AboutEnglish: Story = {
  ...About,
  globals: { locale: 'en' },
};
