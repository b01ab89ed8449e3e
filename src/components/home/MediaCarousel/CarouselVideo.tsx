import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useHydrated } from '@/lib/useHydrated';

const Video = styled.video`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export interface CarouselVideoProps {
  src: string;
  poster: string;
  width: number;
  height: number;
  /** Selected slide (and playback allowed: no reduced motion, no modal). */
  active: boolean;
  title?: string;
}

/**
 * A muted, looping preview video that plays only while it is the selected slide AND at least half
 * visible on screen (IntersectionObserver); otherwise it is paused. Nothing is downloaded until it
 * first plays (preload none, poster shown).
 */
export function CarouselVideo({ src, poster, width, height, active }: CarouselVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  // Not in view until observed (also in the prerendered HTML, which the browser hydrates). Without
  // IntersectionObserver (very old browsers) the selected video simply counts as visible once hydrated.
  const [observedInView, setInView] = useState(false);
  const unobservable = useHydrated() && typeof IntersectionObserver === 'undefined';
  const inView = observedInView || unobservable;

  useEffect(() => {
    const video = ref.current;
    if (!video || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) setInView(entry.isIntersecting && entry.intersectionRatio >= 0.5);
      },
      { threshold: [0, 0.5, 1] },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  const shouldPlay = active && inView;
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = true;
    if (shouldPlay) {
      const attempt = video.play();
      // Autoplay refusal or an unsupported file: the poster stays, nothing else to do.
      if (attempt && typeof attempt.catch === 'function') attempt.catch(() => undefined);
    } else if (!video.paused) {
      video.pause();
    }
  }, [shouldPlay]);

  return (
    <Video
      ref={ref}
      src={src}
      poster={poster}
      width={width}
      height={height}
      muted
      loop
      playsInline
      preload="none"
      draggable={false}
      // No tabindex: the slide's button is the control, and an element with tabindex inside a button is
      // invalid HTML; a video without controls is not focusable anyway.
      aria-hidden="true"
      data-playing={shouldPlay}
    />
  );
}
