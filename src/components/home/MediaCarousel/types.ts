import type { ImageSource } from '@/components/ui';

export interface CarouselMediaItem {
  id: number;
  kind: 'video' | 'image';
  title: string;
  /** Describes the image / the video's poster. */
  alt: string;
  /** The image, or the video's poster. */
  image: ImageSource;
  /** Video file (kind 'video'). */
  videoSrc?: string;
  /** Related launch page (/lancamento/{index}), when there is one. */
  launchHref?: string;
}
