import type { CarouselMediaItem } from '@/components/home/MediaCarousel';
import type { media } from '@/data/media';
import { tk } from './translatedArgs';

/**
 * A media item of the home page (`src/data/media.ts`) as the carousel shows it, its title and alt text as
 * translation keys (`catalog.media.<id>`, translated in the toolbar's language), with a launch page if given.
 */
export function carouselItem(entry: (typeof media)[number], launchHref?: string): CarouselMediaItem {
  const shown = {
    id: entry.id,
    title: tk(`${entry.key}.title`),
    alt: tk(`${entry.key}.alt`),
    ...(launchHref ? { launchHref } : {}),
  };
  return entry.kind === 'video'
    ? { ...shown, kind: 'video', image: entry.poster, videoSrc: entry.src }
    : { ...shown, kind: 'image', image: entry.image };
}
