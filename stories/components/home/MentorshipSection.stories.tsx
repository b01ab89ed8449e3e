import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MentorshipSection } from '@/components/home/MentorshipSection';
import { imageAltKey, images } from '@/data/images';
import { tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';

const meta = {
  title: 'Components/Home/MentorshipSection',
  tags: ['status:stable'],
  component: MentorshipSection,
  args: {
    id: 'mentorias',
    image: { ...images.mentorship, alt: tk(imageAltKey('mentorship')) },
    fallbackSrc: images.mentorshipDefault.src,
    detailsHref: '/mentorship-details',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MentorshipSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Image, text, points and a button to the mentorship details page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: t('home.mentorship.title') })).toHaveAttribute('id', 'mentorias');
    await expect(canvas.getByRole('link', { name: t('home.mentorship.cta') })).toHaveAttribute(
      'href',
      href('/mentorship-details'),
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** When the mentorship image fails to load, the default image is shown instead (product §8). */
export const ImageFallback: Story = {
  // Every file of the image is missing: its own and its smaller copies (no srcset to fall back on).
  args: {
    image: {
      src: '/images/sections/does-not-exist.webp',
      width: images.mentorship.width,
      height: images.mentorship.height,
      alt: tk(imageAltKey('mentorship')),
    },
  },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: t(imageAltKey('mentorship')) });
    await img.scrollIntoView();
    await waitFor(() => expect(img.getAttribute('src')).toBe(images.mentorshipDefault.src), { timeout: 5000 });
  },
};
