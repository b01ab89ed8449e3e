import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LaunchPreview } from '@/admin/previews/LaunchPreview';
import type { ContentFile } from '@/admin/previews/contentFile';
// Entries of the catalogue as shipped: what the plays expect stays put while the educator edits content/.
import launch0 from '../../../build/content/fixtures/catalogue-as-shipped/launches/0.json';
import { language } from '../../support/t';

/** The admin's preview of a launch (content/launches/<index>.json), in the toolbar's language. */
const meta = {
  title: 'Admin/Previews/LaunchPreview',
  tags: ['status:beta'],
  component: LaunchPreview,
  parameters: { layout: 'fullscreen' },
  args: { file: launch0 as ContentFile },
} satisfies Meta<typeof LaunchPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The launch's page: its title, its price in reais and its benefits. */
export const Launch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const texts = launch0[language()];
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(canvas.getByText(launch0.pt.price)).toBeVisible();
    await expect(canvas.getByText(texts.benefits[0]!)).toBeVisible();
  },
};
