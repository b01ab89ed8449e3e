import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionIds } from '@/config/routes';
import { testimonials } from '@/data/testimonials';
import { Testimonials, type TestimonialItem } from '@/components/home/Testimonials';
import { useTestimonialsCarousel } from '@/features/home';

/** The home testimonials slider (id testemunhos): autoplay, speed and slides per view are the feature's. */
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
  const carousel = useTestimonialsCarousel(items.length);
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
