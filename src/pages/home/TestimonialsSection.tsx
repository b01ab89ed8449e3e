import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, TIMINGS } from '@/config/constants';
import { sectionIds } from '@/config/routes';
import { testimonials } from '@/data/testimonials';
import { Testimonials, type TestimonialItem } from '@/components/home/Testimonials';
import { useCarousel } from './useCarousel';

/** The home testimonials slider (id testemunhos): autoplay 5 s, 700 ms speed, 3 / 2 / 1 per view. */
export function TestimonialsSection() {
  const { t } = useTranslation();
  const items = useMemo<TestimonialItem[]>(
    () =>
      testimonials.map((item) => ({
        id: item.id,
        name: item.name,
        role: item.role,
        rating: item.rating,
        comment: t(`${item.key}.comment`),
      })),
    [t],
  );
  const carousel = useCarousel({
    count: items.length,
    align: 'start',
    autoAdvanceMs: TIMINGS.testimonialAutoplay,
    lockMs: TIMINGS.testimonialSpeed,
    // 3 from 1024 px, 2 from 768 px, 1 below.
    perView: {
      wide: LIMITS.testimonialsPerView.desktop,
      desktop: LIMITS.testimonialsPerView.tablet,
      mobile: LIMITS.testimonialsPerView.mobile,
    },
  });
  return (
    <Testimonials
      id={sectionIds.testimonials}
      items={items}
      index={carousel.index}
      perView={carousel.perView}
      rotating={carousel.rotating}
      userPaused={carousel.userPaused}
      speedMs={carousel.speedMs}
      onNext={carousel.onNext}
      onPrev={carousel.onPrev}
      onGoTo={carousel.onGoTo}
      onKey={carousel.onKey}
      onSwipe={carousel.onSwipe}
      onPause={carousel.onPause}
      onResume={carousel.onResume}
      onToggleRotation={carousel.onToggleRotation}
    />
  );
}
