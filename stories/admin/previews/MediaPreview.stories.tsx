import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MediaPreview } from '@/admin/previews/MediaPreview';
import type { ContentFile } from '@/admin/previews/contentFile';
// Entries of the catalogue as shipped: what the plays expect stays put while the educator edits content/.
import video from '../../../build/content/fixtures/catalogue-as-shipped/media/1.json';
import picture from '../../../build/content/fixtures/catalogue-as-shipped/media/3.json';
import { language, t } from '../../support/t';

/** The admin's preview of a video or picture of the launches carousel (content/media/<id>.json). */
const meta = {
  title: 'Admin/Previews/MediaPreview',
  tags: ['status:beta'],
  component: MediaPreview,
  parameters: { layout: 'fullscreen' },
  args: { file: video as ContentFile },
} satisfies Meta<typeof MediaPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A video: its poster in the carousel, its title. */
export const Video: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(video[language()].title)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('carousel.open', { title: video[language()].title }) })).toBeVisible();
  },
};

/** A picture. */
export const Picture: Story = {
  args: { file: picture as ContentFile },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(picture[language()].title)).toBeVisible();
  },
};
