import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Banner } from '@/components/home/Banner';
import { imageAltKey, images } from '@/data/images';
import { expectDescriptiveLinkText } from '../../support/links';
import { tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';

const meta = {
  title: 'Components/Home/Banner',
  tags: ['status:stable'],
  component: Banner,
  args: {
    name: 'Helena Marques',
    image: { ...images.hero, alt: tk(imageAltKey('hero')) },
    moreInfoHref: '/#cursos',
    contactHref: '/#contact',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** h1, text with the educator's name, 'more info' to #cursos (its full name says 'about the courses'); the hero image is eager with high fetch priority and has its size. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('home.banner.title'));
    await expect(canvas.getByText(t('home.banner.text', { name: 'Helena Marques' }))).toBeVisible();
    const more = canvas.getByRole('link', { name: t('home.banner.moreInfoLabel') });
    await expect(more).toHaveAttribute('href', href('/#cursos'));
    await expect(canvas.getByText(t('home.banner.moreInfo'))).toBeVisible();
    await expectDescriptiveLinkText(more);
    const img = canvas.getByRole('img', { name: t(imageAltKey('hero')) });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('width', '1600');
    await expect(img).toHaveAttribute('height', '900');
  },
};
