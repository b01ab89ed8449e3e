/** A handler that does nothing: a still preview answers no control. */
export const ignore = (): undefined => undefined;

/**
 * A home carousel's controls held still, for a preview that shows one item: the first slide, no rotation,
 * and buttons and gestures that do nothing (the preview draws the item, it does not play the carousel).
 */
export const STILL_CAROUSEL = {
  index: 0,
  perView: 1,
  rotating: false,
  userPaused: null,
  speedMs: 0,
  onNext: ignore,
  onPrev: ignore,
  onGoTo: ignore,
  onToggleRotation: ignore,
  onKey: ignore,
  onSwipe: ignore,
  onPause: ignore,
  onResume: ignore,
} as const;
