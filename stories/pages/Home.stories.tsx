import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as HomePage } from '@/pages/home/HomePage';
import { PageHarness } from '../support/PageHarness';
import { expectDescriptiveLinkText } from '../support/links';
import { headMeta, jsonLdBlocks } from '../support/jsonLd';
import { absoluteUrl } from '@/app/head/siteAddresses';
import { config } from '@/config/env';
import { href, language, t } from '../support/t';

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { router: false, layout: 'fullscreen' },
  render: () => <PageHarness path="/" url="/" Component={HomePage} />,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section in order, with the anchors the header links to (product §2.1). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(t('home.banner.title'));
    const ids = [...canvasElement.querySelectorAll('section[id]')].map((section) => section.id);
    await expect(ids).toEqual(['cursos', 'mentorias', 'livros', 'about', 'imersoes', 'lancamentos', 'testemunhos', 'contact']);
    const more = canvas.getByRole('link', { name: t('home.banner.moreInfoLabel') });
    await expect(more).toHaveAttribute('href', href('/#cursos'));
    await expectDescriptiveLinkText(more);
    // The hero image is the only eager image; everything below the fold is lazy.
    const eager = [...canvasElement.querySelectorAll('img')].filter((img) => img.getAttribute('loading') !== 'lazy');
    await expect(eager.map((img) => img.getAttribute('src'))).toEqual(['/images/sections/hero.webp']);
    await expect(canvasElement.querySelectorAll('img:not([width]), img:not([height])')).toHaveLength(0);
  },
};

/** The home page in English: Default's checks, in English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: Default.play,
};

/**
 * The home page's description, and its structured data: the educator (Person, with no profile links while
 * the social addresses are the platforms' home pages) and the site (WebSite) as one graph.
 */
export const StructuredData: Story = {
  // The page Default draws, unchanged: that story's visual baseline is its own.
  tags: ['visual:drawn-by-another-story'],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(headMeta('description')).toBe(t('home.metaDescription'));
    const [graph, ...others] = jsonLdBlocks(canvasElement);
    await expect(others).toEqual([]);
    const [person, website] = graph!['@graph'] as Record<string, unknown>[];
    await expect(person).toMatchObject({
      '@type': 'Person',
      name: config.providerName,
      url: absoluteUrl('/'),
      email: config.contactEmail,
      jobTitle: t('home.educatorJobTitle'),
    });
    await expect(person!.sameAs).toBeUndefined();
    await expect(website).toMatchObject({
      '@type': 'WebSite',
      // The page's language: European Portuguese, or English.
      inLanguage: language() === 'pt' ? 'pt-PT' : 'en',
      publisher: { '@id': person!['@id'] },
    });
  },
};
