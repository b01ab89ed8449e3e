import { useTranslation } from 'react-i18next';
import { Container, Section } from '@/components/ui';
import { SectionIntro } from '../internal/SectionIntro';
import { type GesturePauseReason } from '../internal/useCarouselGestures';
import { CarouselFrame, type CarouselFrameHandlers } from '../CarouselFrame';
import { Progress } from './MediaCarousel.styles';
import { MediaSlide } from './MediaSlide';
import { MediaViewer } from './MediaViewer';
import type { CarouselMediaItem } from './types';

export type { CarouselMediaItem } from './types';

export type CarouselPauseReason = GesturePauseReason;

export interface MediaCarouselProps extends CarouselFrameHandlers {
  /** Section anchor (lancamentos). */
  id: string;
  items: CarouselMediaItem[];
  /** Selected slide. */
  index: number;
  /** Slides per view (3 from 768 px, 1 below). */
  perView: number;
  /** First visible slide. */
  windowStart: number;
  /** Whether the slides rotate by themselves now (sets aria-live off). */
  rotating: boolean;
  /** The user's pause toggle; null hides it (reduced motion: nothing rotates). */
  userPaused: boolean | null;
  /** Transition length in ms (the machine's lock). */
  speedMs: number;
  /** Preview videos may play (false under reduced motion or while the modal is open). */
  allowPlayback: boolean;
  /** Index of the item open in the modal, or null. */
  openIndex: number | null;
  onOpen: (index: number) => void;
  onClose: () => void;
}

/**
 * Home media carousel of launches: slides (video previews and images), arrows, dots, a progress bar,
 * arrow keys, swipes, a rotation toggle, and a modal with the full image or the video with sound.
 * State lives in the page's carousel machine; this component only renders it and reports gestures.
 */
export function MediaCarousel(props: MediaCarouselProps) {
  const { id, items, index, perView, windowStart, allowPlayback, openIndex } = props;
  const { t } = useTranslation();
  const headingId = `${id}-title`;
  const count = items.length;

  const progress = (
    <Progress
      role="progressbar"
      aria-label={t('carousel.progress')}
      aria-valuemin={1}
      aria-valuemax={count}
      aria-valuenow={index + 1}
      aria-valuetext={t('carousel.slideLabel', { index: index + 1, count, title: items[index]?.title ?? '' })}
    >
      <span style={{ width: `${count ? ((index + 1) / count) * 100 : 0}%` }} />
    </Progress>
  );

  return (
    <Section id={id} labelledBy={headingId} spacing="lg">
      <Container>
        <SectionIntro
          headingId={headingId}
          eyebrow={t('home.media.eyebrow')}
          title={t('home.media.title')}
          lead={t('home.media.lead')}
        />
        <CarouselFrame
          {...props}
          variant="media"
          label={t('carousel.label')}
          start={windowStart}
          current={index}
          selected={index}
          slideLabel={(item, i) => t('carousel.slideLabel', { index: i + 1, count, title: item.title })}
          renderSlide={(item, i, slide) => (
            <MediaSlide
              item={item}
              highlighted={slide.selected && perView > 1}
              playing={slide.selected && allowPlayback}
              onOpen={() => props.onOpen(i)}
            />
          )}
          belowSlides={progress}
          dotLabel={(p) => t('carousel.goTo', { index: p + 1 })}
          previousLabel={t('carousel.previous')}
          nextLabel={t('carousel.next')}
        />
      </Container>
      <MediaViewer item={openIndex !== null ? items[openIndex] : undefined} onClose={props.onClose} />
    </Section>
  );
}
