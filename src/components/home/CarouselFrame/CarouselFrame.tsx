import { useId, useRef, type CSSProperties, type Key, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { CarouselControls } from '../internal/CarouselControls';
import { useCarouselGestures, type CarouselGestureCallbacks } from '../internal/useCarouselGestures';

/** What a home carousel reports to the page's carousel hook: the gestures on the region and the controls. */
export interface CarouselFrameHandlers extends CarouselGestureCallbacks {
  onNext: () => void;
  onPrev: () => void;
  /** A dot was pressed: go to that position. */
  onGoTo: (position: number) => void;
  onToggleRotation: () => void;
}

/** Where the slide being rendered stands. */
export interface CarouselSlideState {
  /** Inside the window of slides in view. */
  visible: boolean;
  /** The carousel's selected slide (only when the carousel selects one, see `selected`). */
  selected: boolean;
}

export interface CarouselFrameProps<Item extends { id: Key }> extends CarouselFrameHandlers {
  /** The region's accessible name (what the carousel shows). */
  label: string;
  items: readonly Item[];
  /** The content of one slide; the frame wraps it in the slide group (named by `slideLabel`). */
  renderSlide: (item: Item, index: number, slide: CarouselSlideState) => ReactNode;
  /** A slide's accessible name ("2 de 9: …"). */
  slideLabel: (item: Item, index: number) => string;
  /** First slide in view. */
  start: number;
  /** Slides in view at once. */
  perView: number;
  /** The position the dots mark as current, also the region's `data-index`. */
  current: number;
  /** Number of dots (default: one per slide). */
  positions?: number;
  /** The selected slide, marked `data-selected`, for a carousel that selects one slide among those in view. */
  selected?: number;
  /** A dot's accessible name. */
  dotLabel: (position: number) => string;
  previousLabel: string;
  nextLabel: string;
  /** Hide the previous/next arrows (one testimonial per view: dots, swipes and keys remain). */
  hideArrows?: boolean;
  /** The slides rotate by themselves now: the track is not announced (aria-live off). */
  rotating: boolean;
  /** The user's pause toggle; null hides it (reduced motion: nothing rotates). */
  userPaused: boolean | null;
  /** Slide transition length in ms (`--speed`, also usable by `belowSlides`). */
  speedMs: number;
  /** Shown inside the region between the slides and the controls (the media carousel's progress bar). */
  belowSlides?: ReactNode;
  /**
   * `media`: slides of pictures and videos; the region is a positioning context and the track has its own
   * compositor layer (`will-change: transform`). `cards` (default): neither.
   */
  variant?: 'cards' | 'media';
}

const Region = styled.div<{ $media: boolean }>(
  ({ theme, $media }) => css`
    ${$media && 'position: relative;'}
    border-radius: ${theme.radii.lg};
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 6px;
    }
  `,
);

const Viewport = styled.div`
  overflow: hidden;
  margin-inline: -0.5rem;
  padding-block: 0.5rem;
  touch-action: pan-y;
  user-select: none;
  -webkit-user-select: none;
`;

/**
 * The track slides by `--start`, plus `--drag` px while a finger or the mouse drags it (set on the element as
 * the pointer moves, no render per move). While dragging it follows at once; released, it glides to where the
 * carousel then stands (back, or a slide on), except under reduced motion.
 */
const Track = styled.div<{ $media: boolean }>(
  ({ theme, $media }) => css`
    display: flex;
    margin: 0;
    padding: 0;
    list-style: none;
    transform: translate3d(calc(var(--start) * -100% / var(--per-view) + var(--drag, 0px)), 0, 0);
    transition: transform var(--speed) ease;
    ${$media && 'will-change: transform;'}
    &[data-dragging] {
      transition: none;
    }
    ${theme.media.reducedMotion} {
      transition: none;
    }
  `,
);

/** Past the first or last slide, the track gives a third of the finger's way (there is nothing more to show). */
const EDGE_RESISTANCE = 1 / 3;

const Slide = styled.div(
  ({ theme }) => css`
    flex: 0 0 calc(100% / var(--per-view));
    min-width: 0;
    padding-inline: ${theme.space[2]};
  `,
);

/**
 * The frame of the home carousels (media and testimonials), after the APG carousel pattern: a focusable region
 * with a keyboard hint, a viewport whose track slides by `start` (one slide's width per step, `perView` in view)
 * and follows a dragging finger or mouse (the carousel decides on release, through `onSwipe`),
 * one labelled group per slide (those out of view hidden from assistive tech and inert), then the dots, the
 * previous/next arrows and the rotation toggle. Arrow keys, swipes and hover/touch/focus pauses on the region are
 * reported through the handlers; the state lives in the page's carousel hook. The slides' content is the caller's.
 */
export function CarouselFrame<Item extends { id: Key }>(props: CarouselFrameProps<Item>) {
  const { items, start, perView, current, selected, rotating, userPaused, speedMs, variant = 'cards' } = props;
  const { t } = useTranslation();
  const hintId = `${useId()}-hint`;
  const track = useRef<HTMLDivElement>(null);
  const atFirst = start <= 0;
  const atLast = start + perView >= items.length;
  const gestures = useCarouselGestures(props, (deltaX) => {
    const element = track.current;
    if (!element) return;
    if (deltaX === null) {
      element.style.removeProperty('--drag');
      element.removeAttribute('data-dragging');
      return;
    }
    const beyondEdge = (deltaX > 0 && atFirst) || (deltaX < 0 && atLast);
    element.style.setProperty('--drag', `${Math.round(beyondEdge ? deltaX * EDGE_RESISTANCE : deltaX)}px`);
    element.setAttribute('data-dragging', '');
  });
  const media = variant === 'media';
  const style = { '--start': start, '--per-view': perView, '--speed': `${speedMs}ms` } as CSSProperties;

  return (
    <Region
      $media={media}
      role="region"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={props.label}
      aria-describedby={hintId}
      tabIndex={0}
      style={style}
      data-index={current}
      data-rotating={rotating}
      {...gestures}
    >
      <p id={hintId} className="visually-hidden">
        {t('carousel.keyboardHint')}
      </p>
      <Viewport>
        <Track ref={track} $media={media} aria-live={rotating ? 'off' : 'polite'}>
          {items.map((item, i) => {
            const visible = i >= start && i < start + perView;
            return (
              <Slide
                key={item.id}
                role="group"
                aria-roledescription={t('carousel.slideRoleDescription')}
                aria-label={props.slideLabel(item, i)}
                aria-hidden={!visible}
                inert={!visible}
                data-selected={selected === undefined ? undefined : i === selected}
                data-visible={visible}
              >
                {props.renderSlide(item, i, { visible, selected: i === selected })}
              </Slide>
            );
          })}
        </Track>
      </Viewport>
      {props.belowSlides}
      <CarouselControls
        positions={props.positions ?? items.length}
        current={current}
        dotsLabel={t('carousel.dotsLabel')}
        dotLabel={props.dotLabel}
        onGoTo={props.onGoTo}
        previousLabel={props.previousLabel}
        nextLabel={props.nextLabel}
        onPrevious={props.onPrev}
        onNext={props.onNext}
        hideArrows={props.hideArrows}
        rotation={
          userPaused === null
            ? undefined
            : {
                playing: !userPaused,
                pauseLabel: t('carousel.pause'),
                playLabel: t('carousel.play'),
                onToggle: props.onToggleRotation,
              }
        }
      />
    </Region>
  );
}
