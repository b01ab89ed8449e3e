import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Image } from '@/components/ui';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

const BROKEN = '/images/does-not-exist.webp';

const meta = {
  title: 'Components/UI/Image',
  tags: ['status:stable'],
  component: Image,
  args: {
    src: '/images/sections/mentorship.webp',
    width: 1200,
    height: 800,
    alt: tk('catalog.images.mentorship.alt'),
    loading: 'lazy',
    rounded: true,
    hideOnError: false,
  },
  argTypes: {
    loading: { control: 'inline-radio', options: ['lazy', 'eager'] },
    fit: { control: 'inline-radio', options: [undefined, 'cover', 'contain'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** width/height reserve the box before the file arrives (no layout shift). */
export const Default: Story = {
  args: { loading: 'eager' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: t('catalog.images.mentorship.alt') });
    await expect(img).toHaveAttribute('width', '1200');
    await expect(img).toHaveAttribute('height', '800');
  },
};

export const Lazy: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('loading', 'lazy');
  },
};

export const WithFallback: Story = {
  args: { src: BROKEN, fallbackSrc: '/images/sections/mentorship-default.webp', loading: 'eager' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img');
    await waitFor(() => expect(img.getAttribute('src')).toBe('/images/sections/mentorship-default.webp'), { timeout: 5000 });
  },
};

export const HiddenOnError: Story = {
  tags: ['state:error'],
  args: { src: BROKEN, hideOnError: true, loading: 'eager' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('img')).toBeNull(), { timeout: 5000 });
  },
};

/** Decorative images have alt="" and are skipped by screen readers. */
export const Decorative: Story = {
  args: { alt: '', loading: 'eager' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const Cover: Story = {
  args: { fit: 'cover', loading: 'eager' },
  decorators: [
    (Story) => (
      <div style={{ width: 300, height: 300 }}>
        <Story />
      </div>
    ),
  ],
};

/**
 * Copies at several widths (#36): the browser takes the AVIF source where it reads AVIF, at the smallest
 * width that covers the drawn box (480 px here, at the test browser's device pixel ratio of 1: the 800 px copy,
 * not the 400 px one).
 */
export const Responsive: Story = {
  args: {
    loading: 'eager',
    srcSet:
      '/images/sections/mentorship-400.webp 400w, /images/sections/mentorship-800.webp 800w, /images/sections/mentorship.webp 1200w',
    avifSrcSet:
      '/images/sections/mentorship-400.avif 400w, /images/sections/mentorship-800.avif 800w, /images/sections/mentorship.avif 1200w',
    sizes: '480px',
  },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: t('catalog.images.mentorship.alt') });
    const source = canvasElement.querySelector('picture > source[type="image/avif"]');
    await expect(source).not.toBeNull();
    // Neither the <picture> nor its <source> is a box of its own (a flex or grid parent would space them out).
    await expect(getComputedStyle(source!.parentElement!).display).toBe('contents');
    await expect(getComputedStyle(source!).display).toBe('none');
    await waitFor(() => expect(img).toHaveProperty('complete', true));
    await expect(window.devicePixelRatio).toBe(1);
    // The 800 px copy, or the browser may reuse the 1200 px one when it already holds it (a story before this one).
    await expect(new URL((img as HTMLImageElement).currentSrc).pathname).toMatch(/^\/images\/sections\/mentorship(-800)?\.avif$/);
    await expect(img).toHaveAttribute('width', '1200');
  },
};

/** Below the fold, a lazy image is sized by the box it is drawn in (`sizes="auto"`) where the browser can. */
export const ResponsiveLazy: Story = {
  args: { ...Responsive.args, loading: 'lazy' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: t('catalog.images.mentorship.alt') });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('sizes', 'auto, 480px');
    await expect(canvasElement.querySelector('source')).toHaveAttribute('sizes', 'auto, 480px');
  },
};
