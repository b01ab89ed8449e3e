import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MediaSection } from '@/pages/home/MediaSection';
import { carouselMachine } from '@machines/home';
import { TIMINGS } from '@machines/shared';
import { advanceClock, resetStoryClock, withStoryClock } from '../../support/storyClock';
import { t } from '../../support/t';

/**
 * The home media carousel with the real carousel machine (machines/home/carousel.machine.ts): one story per
 * state and behaviour. `data-index` on the region is the selected slide; the progress bar says the same.
 * Time is simulated (stories/support/storyClock.tsx): autoplay (2 s here) and the 200 ms lock after each
 * change move only when a play function advances the clock.
 */
const meta = {
  title: 'Flows/Carousel',
  component: MediaSection,
  parameters: { layout: 'fullscreen', machine: carouselMachine },
  decorators: [withStoryClock],
  beforeEach: resetStoryClock,
} satisfies Meta<typeof MediaSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const regionOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: t('carousel.label') });
const indexOf = (canvasElement: HTMLElement) => Number(regionOf(canvasElement).dataset.index);
const LOCK = TIMINGS.carouselLock;
const AUTOPLAY = TIMINGS.carouselAutoAdvance;

function swipe(target: Element, fromX: number, toX: number, pointerType: 'touch' | 'mouse' = 'touch') {
  const base = { bubbles: true, cancelable: true, pointerId: 7, pointerType, isPrimary: true, clientY: 100 };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: fromX, button: 0, buttons: 1 }));
  target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: (fromX + toX) / 2, buttons: 1 }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: toX, button: 0, buttons: 0 }));
}

/** ready.playing: advances by itself every 2 s. */
export const Autoplay: Story = {
  parameters: { machineState: 'ready.playing' },
  play: async ({ canvasElement }) => {
    await expect(indexOf(canvasElement)).toBe(0);
    advanceClock(AUTOPLAY - 1);
    await expect(indexOf(canvasElement)).toBe(0);
    advanceClock(1);
    await waitFor(() => expect(indexOf(canvasElement)).toBe(1));
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    await expect(regionOf(canvasElement)).toHaveAttribute('data-rotating', 'true');
  },
};

/** ready.paused: hovering holds the 'hover' reason; leaving resumes. */
export const PausedOnHover: Story = {
  parameters: { machineState: 'ready' },
  play: async ({ canvasElement }) => {
    const region = regionOf(canvasElement);
    await userEvent.hover(region);
    await expect(region).toHaveAttribute('data-rotating', 'false');
    advanceClock(AUTOPLAY * 3);
    await expect(indexOf(canvasElement)).toBe(0);
    await userEvent.unhover(region);
    await waitFor(() => expect(region).toHaveAttribute('data-rotating', 'true'));
    advanceClock(AUTOPLAY);
    await waitFor(() => expect(indexOf(canvasElement)).toBe(1));
  },
};

/** locked: during the 200 ms transition a second 'next' is ignored. */
export const Locked: Story = {
  parameters: { machineState: 'locked' },
  play: async ({ canvasElement }) => {
    const next = within(canvasElement).getByRole('button', { name: t('carousel.next') });
    // Two clicks in the same moment: the second arrives while locked.
    next.click();
    next.click();
    await waitFor(() => expect(indexOf(canvasElement)).toBe(1));
    advanceClock(LOCK - 1);
    next.click();
    await expect(indexOf(canvasElement)).toBe(1);
    advanceClock(1);
    next.click();
    await waitFor(() => expect(indexOf(canvasElement)).toBe(2));
  },
};

/** Next on the last slide goes to the first. */
export const WrapsForward: Story = {
  parameters: { machineState: 'ready.paused' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.goTo', { index: 9 }) }));
    await expect(indexOf(canvasElement)).toBe(8);
    advanceClock(LOCK);
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.next') }));
    await expect(indexOf(canvasElement)).toBe(0);
    await expect(canvas.getByRole('button', { name: t('carousel.goTo', { index: 1 }) })).toHaveAttribute('aria-current', 'true');
  },
};

/** Previous on the first slide goes to the last. */
export const WrapsBackward: Story = {
  parameters: { machineState: 'ready.paused' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('carousel.previous') }));
    await expect(indexOf(canvasElement)).toBe(8);
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '9');
  },
};

/** Left/right arrow keys while the carousel has focus. */
export const KeyboardNav: Story = {
  parameters: { machineState: 'ready.paused' },
  play: async ({ canvasElement }) => {
    const region = regionOf(canvasElement);
    region.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(indexOf(canvasElement)).toBe(1);
    advanceClock(LOCK);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(indexOf(canvasElement)).toBe(0);
    advanceClock(LOCK);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(indexOf(canvasElement)).toBe(8);
  },
};

/** A swipe of more than 75 px changes slide; a shorter one does not. */
export const Swipe: Story = {
  parameters: { machineState: 'ready.paused' },
  play: async ({ canvasElement }) => {
    const region = regionOf(canvasElement);
    const viewport = region.querySelector('[aria-live]')!;
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('carousel.pause') }));
    swipe(viewport, 300, 250);
    advanceClock(LOCK);
    await expect(indexOf(canvasElement)).toBe(0);
    swipe(viewport, 300, 180);
    await waitFor(() => expect(indexOf(canvasElement)).toBe(1));
    advanceClock(LOCK);
    swipe(viewport, 100, 200, 'mouse');
    await waitFor(() => expect(indexOf(canvasElement)).toBe(0));
  },
};

/**
 * A drag moves the slides with the finger as it goes; released under 75 px they glide back, past 75 px
 * the next slide is selected and the slides glide to where the carousel then stands. At the first slide a drag towards the previous one gives a third of the way.
 */
export const FollowsTheFinger: Story = {
  parameters: { machineState: 'ready.paused' },
  play: async ({ canvasElement }) => {
    const region = regionOf(canvasElement);
    const track = region.querySelector<HTMLElement>('[aria-live]')!;
    const left = () => track.getBoundingClientRect().left;
    const settled = () => waitFor(() => expect(track.getAnimations()).toHaveLength(0));
    const base = { bubbles: true, cancelable: true, pointerId: 7, pointerType: 'touch', isPrimary: true, clientY: 100 };
    const press = (x: number) =>
      track.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: x, button: 0, buttons: 1 }));
    const move = (x: number) => track.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: x, buttons: 1 }));
    const release = (x: number) =>
      track.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: x, button: 0, buttons: 0 }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('carousel.pause') }));
    await settled();
    const rest = left();

    press(300);
    move(260);
    await expect(left() - rest).toBeCloseTo(-40, 0);
    move(240);
    await expect(left() - rest).toBeCloseTo(-60, 0);
    release(240);
    await waitFor(() => expect(left()).toBeCloseTo(rest, 0));
    advanceClock(LOCK);
    await expect(indexOf(canvasElement)).toBe(0);

    press(300);
    move(360);
    await expect(left() - rest).toBeCloseTo(20, 0);
    release(360);
    await waitFor(() => expect(left()).toBeCloseTo(rest, 0));
    await expect(indexOf(canvasElement)).toBe(0);

    const slideWidth = region.querySelector('[role="group"]')!.getBoundingClientRect().width;
    press(300);
    move(200);
    await expect(left() - rest).toBeCloseTo(-100, 0);
    release(200);
    await waitFor(() => expect(indexOf(canvasElement)).toBe(1));
    await settled();
    // Where the window of slides in view now starts (with several in view, the selection may move inside it).
    const start = Number(region.style.getPropertyValue('--start'));
    await expect(left() - rest).toBeCloseTo(-start * slideWidth, 0);
  },
};

/** Clicking a slide opens the modal with the video playing with sound; autoplay waits; Escape closes it. */
export const ModalOpen: Story = {
  parameters: { machineState: 'ready.paused' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = t('catalog.media.1.title');
    const opener = canvas.getByRole('button', { name: t('carousel.open', { title }) });
    await userEvent.click(opener);
    const dialog = await within(document.body).findByRole('dialog', { name: title });
    const video = dialog.querySelector('video')!;
    await expect(video).toHaveAttribute('controls');
    await expect(video.muted).toBe(false);
    await userEvent.unhover(regionOf(canvasElement));
    advanceClock(AUTOPLAY * 3);
    await expect(indexOf(canvasElement)).toBe(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** prefers-reduced-motion: no auto-advance and no rotation toggle; manual navigation still works. */
export const ReducedMotion: Story = {
  args: { forceReducedMotion: true },
  parameters: { machineState: 'ready.paused' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: t('carousel.pause') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('carousel.play') })).toBeNull();
    advanceClock(AUTOPLAY * 3);
    await expect(indexOf(canvasElement)).toBe(0);
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.next') }));
    await expect(indexOf(canvasElement)).toBe(1);
  },
};
