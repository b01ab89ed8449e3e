import { withSources } from './responsive';
import type { MediaItem } from './types';

/**
 * The launches media carousel (product §2, id lancamentos): 9 items, 7 videos with posters and 2 images.
 * Videos are 640x360 H.264 with an AAC track (the modal plays them with sound); posters are their first frame.
 * Texts under `catalog.media.<id>`: title, alt.
 */
function video(id: number): MediaItem {
  return {
    id,
    kind: 'video',
    key: `catalog.media.${id}`,
    src: `/media/clip-${id}.mp4`,
    poster: { src: `/media/clip-${id}.webp`, width: 640, height: 360 },
    width: 640,
    height: 360,
  };
}

function image(id: number): MediaItem {
  return {
    id,
    kind: 'image',
    key: `catalog.media.${id}`,
    image: withSources({ src: `/images/media/media-${id}.webp`, width: 1280, height: 720 }),
  };
}

export const media: MediaItem[] = [video(1), video(2), image(3), video(4), video(5), video(6), image(7), video(8), video(9)];
