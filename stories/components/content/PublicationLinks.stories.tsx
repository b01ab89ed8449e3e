import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublicationLinks } from '@/components/content/PublicationLinks';
import { paths } from '@/config/routes';
import { i18n } from '@/i18n';
import { publicationLinks } from '@/pages/about/publicationLists';
import { publicationSearchHref } from '@/config/routes';
import { tk } from '../../support/translatedArgs';
import { href, language, t } from '../../support/t';

/**
 * The two newest articles as the about page links them, built when the story renders so they are in the
 * toolbar's language: translated title, "authors · month year" (Intl) and a link searching for the title.
 */
const newestArticles = () => publicationLinks(i18n.getFixedT(language()), language(), 'artigo', 2);

const meta = {
  title: 'Components/Content/PublicationLinks',
  tags: ['status:stable'],
  component: PublicationLinks,
  /** No items given (`[]`): the about page's two newest articles. */
  args: { items: [] },
  render: ({ items, ...args }) => <PublicationLinks {...args} items={items.length > 0 ? items : newestArticles()} />,
} satisfies Meta<typeof PublicationLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each title links to the articles and theses page searching for it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = t('catalog.publications.18.title');
    await expect(canvas.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      href(publicationSearchHref(paths.publications, title)),
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const WithoutMeta: Story = {
  args: { items: [{ id: 1, title: tk('catalog.publications.1.title'), to: '/artigos-teses' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};
