import content from 'virtual:content/media';
import { imageAt } from './responsive';
import type { MediaItem } from './types';

/**
 * The launches media carousel (product §2, id lancamentos), from content/media/<id>.json: videos with posters
 * and images, in id order. Videos are H.264 with an AAC track (the modal plays them with sound), shown at their
 * poster's size (the poster is their first frame). Texts under `catalog.media.<id>`: title, alt.
 */
export const media: MediaItem[] = content.map((item): MediaItem => {
  const key = `catalog.media.${item.id}`;
  if (item.kind === 'image') return { id: item.id, kind: 'image', key, image: imageAt(item.image) };
  const poster = imageAt(item.poster);
  return { id: item.id, kind: 'video', key, src: item.src, poster, width: poster.width, height: poster.height };
});
