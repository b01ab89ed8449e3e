import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestimonialPreview } from '@/admin/previews/TestimonialPreview';
import type { ContentFile } from '@/admin/previews/contentFile';
// Entries of the catalogue as shipped: what the plays expect stays put while the educator edits content/.
import testimonial1 from '../../../build/content/fixtures/catalogue-as-shipped/testimonials/1.json';
import { language, t } from '../../support/t';

/** The admin's preview of a testimonial (content/testimonials/<id>.json), in the toolbar's language. */
const meta = {
  title: 'Admin/Previews/TestimonialPreview',
  tags: ['status:beta'],
  component: TestimonialPreview,
  parameters: { layout: 'fullscreen' },
  args: { file: testimonial1 as ContentFile },
} satisfies Meta<typeof TestimonialPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The testimonial alone in the home page's section: its stars, comment and name. */
export const Testimonial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(testimonial1[language()].comment)).toBeVisible();
    await expect(canvas.getByText(testimonial1.pt.name)).toBeVisible();
    await expect(canvas.getByRole('img', { name: t('testimonials.rating', { rating: 5 }) })).toBeVisible();
  },
};
