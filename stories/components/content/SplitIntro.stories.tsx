import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, Text } from '@/components/ui';
import { SplitIntro } from '@/components/content/SplitIntro';
import { images } from '@/data/images';

const meta = {
  title: 'Components/Content/SplitIntro',
  tags: ['status:stable'],
  component: SplitIntro,
  parameters: { layout: 'fullscreen' },
  args: {
    image: { ...images.values, alt: 'Mãos a segurar uma pequena planta' },
    reverse: false,
    children: (
      <>
        <Heading as="h2">Cuidar, ensinar e crescer</Heading>
        <Text>O que nos guia em cada curso.</Text>
      </>
    ),
  },
} satisfies Meta<typeof SplitIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ImageFirst: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Mãos a segurar uma pequena planta' })).toBeVisible();
  },
};

/** Image on the right from 1024 px. */
export const Reversed: Story = { args: { reverse: true } };

/** A broken image falls back to another (the mentorship image falls back to a default). */
export const WithFallback: Story = {
  args: {
    image: { src: '/images/missing.webp', width: 1200, height: 800, alt: 'Mentoria' },
    fallbackSrc: images.mentorshipDefault.src,
  },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Mentoria' });
    await expect(img).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(img.getAttribute('src')).toBe(images.mentorshipDefault.src);
  },
};
