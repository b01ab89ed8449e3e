import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, Text } from '@/components/ui';
import { SplitIntro } from '@/components/content/SplitIntro';
import { images } from '@/data/images';
import { T, tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

const meta = {
  title: 'Components/Content/SplitIntro',
  tags: ['status:stable'],
  component: SplitIntro,
  parameters: { layout: 'fullscreen' },
  args: {
    image: { ...images.values, alt: tk('catalog.images.values.alt') },
    reverse: false,
    children: (
      <>
        <Heading as="h2">
          <T k="values.title" />
        </Heading>
        <Text>
          <T k="values.lead" />
        </Text>
      </>
    ),
  },
} satisfies Meta<typeof SplitIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ImageFirst: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: t('catalog.images.values.alt') })).toBeVisible();
  },
};

/** Image on the right from 1024 px. */
export const Reversed: Story = { args: { reverse: true } };

/** A broken image falls back to another (the mentorship image falls back to a default). */
export const WithFallback: Story = {
  args: {
    image: { src: '/images/missing.webp', width: 1200, height: 800, alt: tk('catalog.images.mentorship.alt') },
    fallbackSrc: images.mentorshipDefault.src,
  },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: t('catalog.images.mentorship.alt') });
    await expect(img).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(img.getAttribute('src')).toBe(images.mentorshipDefault.src);
  },
};
