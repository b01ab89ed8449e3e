import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { CarouselVideo } from '@/components/home/MediaCarousel';

const meta = {
  title: 'Components/Home/CarouselVideo',
  tags: ['status:stable'],
  component: CarouselVideo,
  args: { src: '/media/clip-1.mp4', poster: '/media/clip-1.webp', width: 640, height: 360, active: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CarouselVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Not the selected slide: paused on its poster, nothing downloaded (preload none). */
export const Inactive: Story = {
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await expect(video).toHaveAttribute('preload', 'none');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(video.paused).toBe(true);
  },
};

/** Selected and on screen: plays muted, looping. */
export const Active: Story = {
  args: { active: true },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await expect(video.muted).toBe(true);
    await waitFor(() => expect(video.paused).toBe(false), { timeout: 5000 });
  },
};
