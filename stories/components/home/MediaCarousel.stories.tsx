import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MediaCarousel, type CarouselMediaItem } from '@/components/home/MediaCarousel';
import { media } from '@/data/media';
import { expectDescriptiveLinkText } from '../../support/links';
import { carouselHandlers } from '../../support/carouselArgs';
import { carouselItem } from '../../support/mediaItems';
import { href, pattern, t } from '../../support/t';

/** The home page's nine media items, titles and alt texts from `catalog.media.<id>`; items 1 and 3 present a launch. */
const items: CarouselMediaItem[] = media.map((item, i) =>
  carouselItem(item, i === 0 ? '/lancamento/0' : i === 2 ? '/lancamento/2' : undefined),
);

/** A slide's accessible name ("2 de 9: …"), any index and title. */
const slideOf9 = () => pattern('carousel.slideLabel', { index: '\\d+', count: '9', title: '.+' });

const meta = {
  title: 'Components/Home/MediaCarousel',
  tags: ['status:stable'],
  component: MediaCarousel,
  args: {
    id: 'lancamentos',
    items,
    index: 1,
    perView: 3,
    windowStart: 0,
    rotating: false,
    userPaused: false,
    speedMs: 200,
    allowPlayback: false,
    openIndex: null,
    ...carouselHandlers(),
    onOpen: fn(),
    onClose: fn(),
  },
  argTypes: {
    index: { control: { type: 'range', min: 0, max: 8, step: 1 } },
    windowStart: { control: { type: 'range', min: 0, max: 8, step: 1 } },
    perView: { control: 'inline-radio', options: [1, 3] },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MediaCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Three per view (wide screens): slides outside the window are hidden from assistive tech and inert; controls report. */
export const ThreePerView: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: t('carousel.label') });
    await expect(region).toHaveAttribute('aria-roledescription', t('carousel.roleDescription'));
    await expect(canvas.getAllByRole('group', { name: slideOf9() })).toHaveLength(3);
    await expect(canvas.getByRole('progressbar', { name: t('carousel.progress') })).toHaveAttribute('aria-valuenow', '2');
    await expect(canvas.getByRole('button', { name: t('carousel.goTo', { index: 2 }) })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.next') }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.previous') }));
    await expect(args.onPrev).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.goTo', { index: 5 }) }));
    await expect(args.onGoTo).toHaveBeenCalledWith(4);
    region.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onKey).toHaveBeenCalledWith('ArrowRight');
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.open', { title: t('catalog.media.2.title') }) }));
    await expect(args.onOpen).toHaveBeenCalledWith(1);
    await expect(
      canvas.getByRole('link', { name: t('carousel.seeLaunchLabel', { title: t('catalog.media.1.title') }) }),
    ).toHaveAttribute('href', href('/lancamento/0'));
  },
};

/** One per view (below 768 px). */
export const OnePerView: Story = {
  args: { perView: 1, index: 4, windowStart: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group', { name: slideOf9() })).toHaveLength(1);
  },
};

/** Rotating: aria-live off, the toggle offers to pause. */
export const Rotating: Story = {
  args: { rotating: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.pause') }));
    await expect(args.onToggleRotation).toHaveBeenCalledTimes(1);
  },
};

/** Paused by the user: the toggle offers to resume; changes are announced politely. */
export const UserPaused: Story = {
  args: { userPaused: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('carousel.play') })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

/** Reduced motion: nothing rotates, so there is no rotation toggle. */
export const ReducedMotion: Story = {
  args: { userPaused: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', {
        name: (name) => name === t('carousel.pause') || name === t('carousel.play'),
      }),
    ).toBeNull();
  },
};

/** The modal with the video playing with sound (controls, not muted). */
export const ModalWithVideo: Story = {
  args: { openIndex: 0 },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t('catalog.media.1.title') });
    const video = dialog.querySelector('video');
    await expect(video).not.toBeNull();
    await expect(video).toHaveAttribute('controls');
    await expect(video!.muted).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui.closeDialog') }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The modal with an image. */
export const ModalWithImage: Story = {
  args: { openIndex: 2, index: 2, windowStart: 1 },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('catalog.media.3.title'),
    });
    await expect(within(dialog).getByRole('img', { name: t('catalog.media.3.alt') })).toBeVisible();
    const launch = within(dialog).getByRole('link', {
      name: t('carousel.seeLaunchLabel', { title: t('catalog.media.3.title') }),
    });
    await expect(launch).toHaveAttribute('href', href('/lancamento/2'));
    await expectDescriptiveLinkText(launch);
  },
};
