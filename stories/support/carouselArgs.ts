import { fn } from 'storybook/test';

/** Spies for every control of a carousel (the props `CarouselFrame`, `MediaCarousel` and `Testimonials` share). */
export function carouselHandlers() {
  return {
    onNext: fn(),
    onPrev: fn(),
    onGoTo: fn(),
    onKey: fn(),
    onSwipe: fn(),
    onPause: fn(),
    onResume: fn(),
    onToggleRotation: fn(),
  };
}
