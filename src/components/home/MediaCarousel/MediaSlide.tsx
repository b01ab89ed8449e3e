import { useTranslation } from 'react-i18next';
import { Badge, Icon, Image } from '@/components/ui';
import { CarouselVideo } from './CarouselVideo';
import { LaunchLink } from './LaunchLink';
import { Caption, KindBadge, OpenButton, PlayMark, SlideCard } from './MediaCarousel.styles';
import type { CarouselMediaItem } from './types';

/** A slide is as wide as the carousel: the column of the 1200 px container. */
const SLIDE_SIZES = '(min-width: 1200px) 1136px, calc(100vw - 2rem)';

export interface MediaSlideProps {
  item: CarouselMediaItem;
  /** Drawn as the selected card (a border and a deeper shadow: several slides in view). */
  highlighted: boolean;
  /** The preview video plays (the selected slide, and playback allowed). */
  playing: boolean;
  /** The picture was pressed: open the item in the modal. */
  onOpen: () => void;
}

/** One media card: the picture or preview video (a button that opens the modal), its kind, title and launch link. */
export function MediaSlide({ item, highlighted, playing, onOpen }: MediaSlideProps) {
  const { t } = useTranslation();
  const video = item.kind === 'video';
  return (
    <SlideCard $selected={highlighted}>
      <OpenButton type="button" aria-label={t('carousel.open', { title: item.title })} onClick={onOpen}>
        {video && item.videoSrc ? (
          <CarouselVideo
            src={item.videoSrc}
            poster={item.image.src}
            width={item.image.width}
            height={item.image.height}
            active={playing}
          />
        ) : (
          <Image
            src={item.image.src}
            srcSet={item.image.srcSet}
            avifSrcSet={item.image.avifSrcSet}
            sizes={SLIDE_SIZES}
            width={item.image.width}
            height={item.image.height}
            alt=""
            draggable={false}
          />
        )}
        <KindBadge>
          <Badge tone="neutral" size="sm" icon={<Icon name={video ? 'play' : 'eye'} size={12} />}>
            {video ? t('carousel.video') : t('carousel.image')}
          </Badge>
        </KindBadge>
        {video && (
          <PlayMark aria-hidden="true">
            <Icon name="play" size={20} />
          </PlayMark>
        )}
      </OpenButton>
      <Caption>
        <h3>{item.title}</h3>
        {item.launchHref && <LaunchLink href={item.launchHref} title={item.title} />}
      </Caption>
    </SlideCard>
  );
}
