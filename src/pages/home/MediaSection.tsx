import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionIds, to } from '@/config/routes';
import { media } from '@/data/media';
import { MediaCarousel, type CarouselMediaItem } from '@/components/home/MediaCarousel';
import { useMediaCarousel } from '@/features/home';

/**
 * Media items that present a launch, linked to its page (/lancamento/{index}): the Module 3
 * presentation (launch 0), the sensory-integration fundamentals (launch 1, programmatic contents),
 * the Module 1 study material (launch 2) and the assessment course (launch 3).
 */
export const launchOfMedia: Readonly<Record<number, number>> = { 1: 0, 2: 1, 3: 2, 6: 3 };

export interface MediaSectionProps {
  /** Behave as under prefers-reduced-motion (stories). */
  forceReducedMotion?: boolean;
}

/** The home media carousel (id lancamentos) wired to the carousel machine. */
export function MediaSection({ forceReducedMotion = false }: MediaSectionProps) {
  const { t } = useTranslation();
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  const items = useMemo<CarouselMediaItem[]>(
    () =>
      media.map((item) => {
        const launch = launchOfMedia[item.id];
        const common = {
          id: item.id,
          title: t(`${item.key}.title`),
          alt: t(`${item.key}.alt`),
          ...(launch !== undefined ? { launchHref: to.launch(launch) } : {}),
        };
        return item.kind === 'video'
          ? { ...common, kind: 'video' as const, image: item.poster, videoSrc: item.src }
          : { ...common, kind: 'image' as const, image: item.image };
      }),
    [t],
  );

  const carousel = useMediaCarousel(items.length, forceReducedMotion);

  const onOpen = (index: number) => {
    carousel.onPause('modal');
    setOpenIndex(index);
  };
  const onClose = () => {
    setOpenIndex(null);
    carousel.onResume('modal');
  };

  return (
    <MediaCarousel
      id={sectionIds.launches}
      items={items}
      index={carousel.index}
      perView={carousel.perView}
      windowStart={carousel.windowStart}
      rotating={carousel.rotating}
      userPaused={carousel.userPaused}
      speedMs={carousel.speedMs}
      allowPlayback={!carousel.reducedMotion && openIndex === null}
      openIndex={openIndex}
      onNext={carousel.onNext}
      onPrev={carousel.onPrev}
      onGoTo={carousel.onGoTo}
      onKey={carousel.onKey}
      onSwipe={carousel.onSwipe}
      onPause={carousel.onPause}
      onResume={carousel.onResume}
      onToggleRotation={carousel.onToggleRotation}
      onOpen={onOpen}
      onClose={onClose}
    />
  );
}
