import { useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';

export type GesturePauseReason = 'hover' | 'touch' | 'focus';

export interface CarouselGestureCallbacks {
  onKey: (key: 'ArrowLeft' | 'ArrowRight') => void;
  /** Horizontal distance of a finished drag/swipe (negative = towards the left = next). */
  onSwipe: (deltaX: number) => void;
  onPause: (reason: GesturePauseReason) => void;
  onResume: (reason: GesturePauseReason) => void;
}

/** Beyond this many px a pointer press counts as a drag, and the click that ends it is swallowed. */
const DRAG_SLOP = 10;

/**
 * DOM handlers of a carousel region: left/right arrow keys, swipes (pointer events, mouse and touch),
 * hover and touch pause reasons, and keyboard focus inside (APG: rotation stops while focus is inside).
 * Spread the returned handlers on the region element. `onDrag` follows a press as it moves: the distance
 * from where it started, then null once it ends (released, cancelled, or a mouse leaving the region), before
 * `onSwipe` reports a released one.
 */
export function useCarouselGestures(
  { onKey, onSwipe, onPause, onResume }: CarouselGestureCallbacks,
  onDrag?: (deltaX: number | null) => void,
) {
  const start = useRef<{ x: number; id: number; touch: boolean } | null>(null);
  const dragged = useRef(false);

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const s = start.current;
    if (!s || s.id !== event.pointerId) return;
    start.current = null;
    const deltaX = event.clientX - s.x;
    onDrag?.(null);
    if (!cancelled) {
      if (Math.abs(deltaX) > DRAG_SLOP) dragged.current = true;
      onSwipe(deltaX);
    }
    if (s.touch) onResume('touch');
  };

  return {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select, [role="tablist"], video[controls]')) return;
      event.preventDefault();
      onKey(event.key);
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      dragged.current = false;
      const touch = event.pointerType === 'touch' || event.pointerType === 'pen';
      start.current = { x: event.clientX, id: event.pointerId, touch };
      if (touch) onPause('touch');
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const s = start.current;
      if (s && s.id === event.pointerId) onDrag?.(event.clientX - s.x);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse') onPause('hover');
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse') {
        onResume('hover');
        // A mouse drag that leaves the region still counts as a swipe.
        if (start.current && start.current.id === event.pointerId) end(event, false);
      }
    },
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      if (dragged.current) {
        dragged.current = false;
        event.preventDefault();
        event.stopPropagation();
      }
    },
    onDragStart: (event: MouseEvent<HTMLElement>) => event.preventDefault(),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      if (typeof target.matches === 'function' && target.matches(':focus-visible')) onPause('focus');
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget as Node | null;
      if (!next || !event.currentTarget.contains(next)) onResume('focus');
    },
  };
}
