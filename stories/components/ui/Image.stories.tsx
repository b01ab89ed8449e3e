import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { expect, waitFor, within } from 'storybook/test';
import { Image, type ImageProps } from '@/components/ui';
import mendFailedImages from '@/app/boot/inline/images';
import { theme } from '@/theme';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

const BROKEN = '/images/does-not-exist.webp';
const DEFAULT = '/images/sections/mentorship-default.webp';

/** A failed image is hidden but keeps its box: nothing moves, no broken-image icon, no alt text drawn. */
async function expectHiddenInItsBox(img: HTMLElement) {
  await waitFor(() => expect(img).toHaveAttribute('hidden'), { timeout: 5000 });
  await expect(img).not.toBeVisible();
  await expect(img).not.toHaveAttribute('src');
  await expect(img.getBoundingClientRect().height).toBeGreaterThan(0);
}

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

/** A content image with a meaningful default: the default is shown when its own file fails. */
export const WithFallback: Story = {
  args: { src: BROKEN, fallbackSrc: DEFAULT, loading: 'eager' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img');
    await waitFor(() => expect(img.getAttribute('src')).toBe(DEFAULT), { timeout: 5000 });
    await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBeGreaterThan(0), { timeout: 5000 });
  },
};

/** An image without a fallback that fails is hidden, in its box (a card's frame shows its own background). */
export const HiddenOnError: Story = {
  tags: ['state:error'],
  args: { src: BROKEN, loading: 'eager' },
  play: async ({ canvasElement }) => {
    await expectHiddenInItsBox(canvasElement.querySelector('img')!);
  },
};

/** The fallback fails too: hidden as well, never the broken-image icon. */
export const FallbackFailsToo: Story = {
  tags: ['state:error'],
  args: { src: BROKEN, fallbackSrc: '/images/sections/no-default-either.webp', loading: 'eager' },
  play: async ({ canvasElement }) => {
    await expectHiddenInItsBox(canvasElement.querySelector('img')!);
  },
};

/**
 * The served page before the app has taken the image over, as a prerendered page has it: the image's markup
 * from the server, and the page's own image script (src/app/boot/inline/images.ts) listening. Its AVIF source
 * and its file fail before React is there; the script swaps the default in. React then hydrates the image
 * without a mismatch (none reported) and the component carries on from what the script did.
 */
function ServedBeforeHydration(props: ImageProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const served = host.current!;
    const image = (
      <ThemeProvider theme={theme}>
        <Image {...props} />
      </ThemeProvider>
    );
    // The script listens at the document of the page; here at this story's own box, for this image alone.
    const page = { document: served } as unknown as Window;
    mendFailedImages(page);
    window.__imagesTaken = page.__imagesTaken;
    served.innerHTML = renderToString(image);
    const img = served.querySelector('img')!;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    // React reports a mismatch on the console (a development build) or as a recoverable error (any build).
    const consoleError = console.error;
    const hydrate = () => {
      console.error = (...args: unknown[]) => {
        served.dataset.consoleError = args.map(String).join(' ');
        consoleError(...args);
      };
      root = hydrateRoot(served, image, {
        onRecoverableError: (error) => (served.dataset.hydrationError = String(error)),
      });
    };
    const waiting = setInterval(() => {
      if (!img.hasAttribute('data-failed')) return;
      clearInterval(waiting);
      served.dataset.servedSrc = img.getAttribute('src') ?? '';
      hydrate();
    }, 20);
    return () => {
      clearInterval(waiting);
      console.error = consoleError;
      root?.unmount();
    };
  }, [props]);
  return <div ref={host} data-testid="served" />;
}

export const FailedBeforeHydration: Story = {
  tags: ['state:error'],
  args: {
    src: BROKEN,
    avifSrcSet: '/images/does-not-exist-400.avif 400w, /images/does-not-exist.avif 1200w',
    sizes: '480px',
    fallbackSrc: DEFAULT,
    loading: 'eager',
  },
  render: (args) => <ServedBeforeHydration {...args} />,
  play: async ({ canvasElement }) => {
    const served = within(canvasElement).getByTestId('served');
    // What the script did, before React: the default in place of the failed file.
    await waitFor(() => expect(served.dataset.servedSrc).toBe(DEFAULT), { timeout: 5000 });
    // What React made of it: the default, taken over (the script's mark gone), and hydrated without a mismatch.
    await waitFor(() => expect(served.querySelector('picture')).toBeNull(), { timeout: 5000 });
    const img = served.querySelector('img')!;
    await expect(img).toHaveAttribute('src', DEFAULT);
    await expect(img).not.toHaveAttribute('data-failed');
    await waitFor(() => expect(img.naturalWidth).toBeGreaterThan(0), { timeout: 5000 });
    await expect(window.__imagesTaken?.has(img)).toBe(true);
    await expect(served.dataset.hydrationError).toBeUndefined();
    await expect(served.dataset.consoleError).toBeUndefined();
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
