import { Image, Modal } from '@/components/ui';
import { LaunchLink } from './LaunchLink';
import { Viewer } from './MediaCarousel.styles';
import type { CarouselMediaItem } from './types';

/** The large modal: 56 rem at most, 1 rem from each edge below that. */
const VIEWER_SIZES = '(min-width: 928px) 896px, calc(100vw - 2rem)';

export interface MediaViewerProps {
  /** The item open in the modal, or undefined (closed). */
  item: CarouselMediaItem | undefined;
  onClose: () => void;
}

/** The media carousel's modal: the full image, or the video with controls and sound, and the launch link. */
export function MediaViewer({ item, onClose }: MediaViewerProps) {
  return (
    <Modal open={Boolean(item)} onClose={onClose} title={item?.title} size="lg">
      {item && (
        <Viewer>
          {item.kind === 'video' && item.videoSrc ? (
            // The launch clips are short animations with background sound and no speech: nothing to caption.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video
              src={item.videoSrc}
              poster={item.image.src}
              width={item.image.width}
              height={item.image.height}
              controls
              autoPlay
              playsInline
              data-modal-video
            />
          ) : (
            <Image
              src={item.image.src}
              srcSet={item.image.srcSet}
              avifSrcSet={item.image.avifSrcSet}
              sizes={VIEWER_SIZES}
              width={item.image.width}
              height={item.image.height}
              alt={item.alt}
              loading="eager"
            />
          )}
          {item.launchHref && <LaunchLink href={item.launchHref} title={item.title} />}
        </Viewer>
      )}
    </Modal>
  );
}
