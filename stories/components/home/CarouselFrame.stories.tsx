import { useState } from 'react';
import styled, { css } from 'styled-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CarouselFrame, type CarouselFrameProps } from '@/components/home/CarouselFrame';
import { carouselHandlers } from '../../support/carouselArgs';
import { tk } from '../../support/translatedArgs';
import { pattern, t } from '../../support/t';

interface StoryItem {
  id: number;
  title: string;
}

/** Six slides titled after the home media items (`catalog.media.<id>.title`). */
const items: StoryItem[] = [1, 2, 3, 4, 5, 6].map((id) => ({ id, title: tk(`catalog.media.${id}.title`) }));

const Frame = CarouselFrame<StoryItem>;
type FrameProps = CarouselFrameProps<StoryItem>;

const Card = styled.div<{ $selected: boolean }>(
  ({ theme, $selected }) => css`
    display: grid;
    place-items: center;
    min-height: 8rem;
    padding: ${theme.space[4]};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    border: 2px solid ${$selected ? theme.colors.primary : theme.colors.border};
    text-align: center;
  `,
);

/**
 * The frame with a stand-in for the page's carousel hook: the arrows, dots, arrow keys and swipes move the
 * window (wrapping at the ends, as the home carousels do) and the toggle pauses; every call also reaches the
 * story's handlers. A change of `start`, `perView` or `userPaused` in Controls starts over from there.
 */
function Harness(args: FrameProps) {
  const positions = args.positions ?? Math.max(1, args.items.length - args.perView + 1);
  const [position, setPosition] = useState(args.start);
  const [userPaused, setUserPaused] = useState(args.userPaused);
  const go = (to: number) => setPosition((to + positions) % positions);
  return (
    <Frame
      {...args}
      start={position}
      current={position}
      positions={positions}
      selected={args.selected === undefined ? undefined : position}
      userPaused={userPaused}
      onNext={() => {
        args.onNext();
        go(position + 1);
      }}
      onPrev={() => {
        args.onPrev();
        go(position - 1);
      }}
      onGoTo={(to) => {
        args.onGoTo(to);
        go(to);
      }}
      onKey={(key) => {
        args.onKey(key);
        go(position + (key === 'ArrowRight' ? 1 : -1));
      }}
      onSwipe={(deltaX) => {
        args.onSwipe(deltaX);
        if (Math.abs(deltaX) > 40) go(position + (deltaX < 0 ? 1 : -1));
      }}
      onToggleRotation={() => {
        args.onToggleRotation();
        setUserPaused((paused) => (paused === null ? null : !paused));
      }}
    />
  );
}

/**
 * The frame both home carousels (media, testimonials) share: the region, the sliding track, one labelled group
 * per slide, dots, arrows and the rotation toggle, with keys, swipes and pauses reported. The slides are the
 * caller's (here a plain card per title).
 */
const meta = {
  title: 'Components/Home/CarouselFrame',
  tags: ['status:stable'],
  component: Frame,
  args: {
    label: tk('carousel.label'),
    items,
    renderSlide: (item, _index, state) => (
      <Card $selected={state.selected}>
        <strong>{item.title}</strong>
      </Card>
    ),
    slideLabel: (item, index) => t('carousel.slideLabel', { index: index + 1, count: items.length, title: item.title }),
    start: 0,
    perView: 3,
    current: 0,
    dotLabel: (position) => t('carousel.goTo', { index: position + 1 }),
    previousLabel: tk('carousel.previous'),
    nextLabel: tk('carousel.next'),
    hideArrows: false,
    rotating: false,
    userPaused: false,
    speedMs: 200,
    variant: 'cards',
    ...carouselHandlers(),
  },
  argTypes: {
    start: { control: { type: 'range', min: 0, max: 5, step: 1 } },
    perView: { control: 'inline-radio', options: [1, 2, 3] },
    variant: { control: 'inline-radio', options: ['cards', 'media'] },
    userPaused: { control: 'select', options: [false, true, null] },
    current: { control: false },
    renderSlide: { control: false },
    slideLabel: { control: false },
    dotLabel: { control: false },
    belowSlides: { control: false },
  },
  render: (args) => <Harness key={`${args.start}|${args.perView}|${String(args.userPaused)}`} {...args} />,
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The accessible name of slide `n` (1-based) of the six. */
const slide = (n: number) => t('carousel.slideLabel', { index: n, count: items.length, title: t(`catalog.media.${n}.title`) });
/** Any slide's accessible name. */
const anySlide = () => pattern('carousel.slideLabel', { index: '\\d+', count: String(items.length), title: '.+' });
const dot = (n: number) => t('carousel.goTo', { index: n });
const anyDot = () => pattern('carousel.goTo', { index: '\\d+' });

export const Playground: Story = {};

/** Three per view: the region is named and described, four positions; next, previous and the dots move the window. */
export const SeveralPerView: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: t('carousel.label') });
    await expect(region).toHaveAttribute('aria-roledescription', t('carousel.roleDescription'));
    await expect(region).toHaveAccessibleDescription(t('carousel.keyboardHint'));
    await expect(canvas.getAllByRole('group', { name: anySlide() }).map((group) => group.getAttribute('aria-label'))).toEqual([
      slide(1),
      slide(2),
      slide(3),
    ]);
    await expect(canvas.getByRole('group', { name: slide(1) })).toHaveAttribute(
      'aria-roledescription',
      t('carousel.slideRoleDescription'),
    );
    await expect(canvas.getAllByRole('button', { name: anyDot() })).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: dot(1) })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(canvas.getByRole('button', { name: t('carousel.next') }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('group', { name: slide(4) })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: slide(1) })).toBeNull();
    await expect(canvas.getByRole('button', { name: dot(2) })).toHaveAttribute('aria-current', 'true');
    await expect(region).toHaveAttribute('data-index', '1');

    await userEvent.click(canvas.getByRole('button', { name: t('carousel.previous') }));
    await expect(args.onPrev).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('group', { name: slide(1) })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: dot(4) }));
    await expect(args.onGoTo).toHaveBeenCalledWith(3);
    await expect(canvas.getAllByRole('group', { name: anySlide() }).map((group) => group.getAttribute('aria-label'))).toEqual([
      slide(4),
      slide(5),
      slide(6),
    ]);
  },
};

/** One per view: the arrow keys on the focused region move one slide. */
export const OnePerView: Story = {
  args: { perView: 1, start: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group', { name: anySlide() })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: anyDot() })).toHaveLength(6);
    canvas.getByRole('region', { name: t('carousel.label') }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onKey).toHaveBeenCalledWith('ArrowRight');
    await expect(canvas.getByRole('group', { name: slide(4) })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('group', { name: slide(2) })).toBeVisible();
    await expect(canvas.getAllByRole('group', { name: anySlide() })).toHaveLength(1);
  },
};

/** The first position: the first slide in view, the slides after the window hidden and inert; both arrows stay on. */
export const FirstSlide: Story = {
  args: { perView: 1, start: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: slide(1) })).toBeVisible();
    // A hidden element has no accessible name: found by its label attribute among the hidden groups.
    const second = canvas.getAllByRole('group', { hidden: true }).find((group) => group.getAttribute('aria-label') === slide(2));
    await expect(second).toHaveAttribute('aria-hidden', 'true');
    await expect(second).toHaveAttribute('inert');
    await expect(canvas.getByRole('button', { name: dot(1) })).toHaveAttribute('aria-current', 'true');
    const previous = canvas.getByRole('button', { name: t('carousel.previous') });
    await expect(previous).toBeEnabled();
    await userEvent.click(previous);
    await expect(args.onPrev).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('group', { name: slide(6) })).toBeVisible();
  },
};

/** The last position (three per view): the last three slides in view; next stays on and wraps to the start. */
export const LastSlide: Story = {
  args: { start: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group', { name: anySlide() }).map((group) => group.getAttribute('aria-label'))).toEqual([
      slide(4),
      slide(5),
      slide(6),
    ]);
    await expect(canvas.getByRole('button', { name: dot(4) })).toHaveAttribute('aria-current', 'true');
    const next = canvas.getByRole('button', { name: t('carousel.next') });
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('group', { name: slide(1) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: dot(1) })).toHaveAttribute('aria-current', 'true');
  },
};

/** A swipe (a drag of more than the slop) on the region is reported with its distance; leftwards moves on. */
export const Swipe: Story = {
  args: { perView: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: t('carousel.label') });
    const base = { bubbles: true, cancelable: true, pointerId: 7, pointerType: 'touch', isPrimary: true, clientY: 100 };
    region.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: 300, button: 0, buttons: 1 }));
    await expect(args.onPause).toHaveBeenCalledWith('touch');
    region.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: 180, button: 0, buttons: 0 }));
    await expect(args.onSwipe).toHaveBeenCalledWith(-120);
    await expect(args.onResume).toHaveBeenCalledWith('touch');
    await expect(await canvas.findByRole('group', { name: slide(2) })).toBeVisible();
  },
};

/** Rotating: the track is not announced (aria-live off), hovering pauses, and the toggle offers to pause. */
export const Rotating: Story = {
  args: { rotating: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: t('carousel.label') });
    await expect(region).toHaveAttribute('data-rotating', 'true');
    await expect(region.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await userEvent.hover(region);
    await expect(args.onPause).toHaveBeenCalledWith('hover');
    await userEvent.unhover(region);
    await expect(args.onResume).toHaveBeenCalledWith('hover');
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.pause') }));
    await expect(args.onToggleRotation).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: t('carousel.play') })).toBeVisible();
  },
};

/** Paused by the user: the toggle offers to resume, and changes are announced politely. */
export const UserPaused: Story = {
  args: { userPaused: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('carousel.play') })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

/** Reduced motion: nothing rotates, so there is no rotation toggle; arrows and dots remain. */
export const ReducedMotion: Story = {
  args: { userPaused: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('button', { name: (name) => name === t('carousel.pause') || name === t('carousel.play') }),
    ).toBeNull();
    await expect(canvas.getByRole('button', { name: t('carousel.next') })).toBeVisible();
  },
};

/** Arrows hidden (one testimonial per view on phones): the dots remain. */
export const ArrowsHidden: Story = {
  args: { perView: 1, hideArrows: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: t('carousel.previous') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('carousel.next') })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: anyDot() })).toHaveLength(6);
  },
};

/** The media variant with a selected slide: slides are marked selected or not, and the track has its own layer. */
export const MediaSelected: Story = {
  args: { variant: 'media', selected: 0, start: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: t('carousel.label') });
    await expect(getComputedStyle(region).position).toBe('relative');
    await expect(getComputedStyle(region.querySelector('[aria-live]')!).willChange).toBe('transform');
    await expect(canvas.getByRole('group', { name: slide(2) })).toHaveAttribute('data-selected', 'true');
    await expect(canvas.getByRole('group', { name: slide(3) })).toHaveAttribute('data-selected', 'false');
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.next') }));
    await expect(canvas.getByRole('group', { name: slide(3) })).toHaveAttribute('data-selected', 'true');
  },
};

/** The card variant (the testimonials): no positioning context, no layer hint, no selection marks. */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: t('carousel.label') });
    await expect(getComputedStyle(region).position).toBe('static');
    await expect(getComputedStyle(region.querySelector('[aria-live]')!).willChange).toBe('auto');
    await expect(canvas.getByRole('group', { name: slide(1) })).not.toHaveAttribute('data-selected');
  },
};
