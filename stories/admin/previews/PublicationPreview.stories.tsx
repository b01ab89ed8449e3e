import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublicationPreview } from '@/admin/previews/PublicationPreview';
import type { ContentFile } from '@/admin/previews/contentFile';
// Entries of the catalogue as shipped: what the plays expect stays put while the educator edits content/.
import thesis from '../../../build/content/fixtures/catalogue-as-shipped/publications/1.json';
import article from '../../../build/content/fixtures/catalogue-as-shipped/publications/11.json';
import { language, t } from '../../support/t';

/** The admin's preview of an article or thesis (content/publications/<id>.json), in the toolbar's language. */
const meta = {
  title: 'Admin/Previews/PublicationPreview',
  tags: ['status:beta'],
  component: PublicationPreview,
  args: { file: thesis as ContentFile },
} satisfies Meta<typeof PublicationPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A thesis as the publications page lists it. */
export const Thesis: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: thesis[language()].title })).toBeVisible();
    await expect(canvas.getByText(t('publications.types.tese'))).toBeVisible();
    await expect(canvas.getByText(thesis.pt.author)).toBeVisible();
  },
};

/** An article. */
export const Article: Story = {
  args: { file: article as ContentFile },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('publications.types.artigo'))).toBeVisible();
  },
};
