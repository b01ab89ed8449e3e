import images from 'virtual:content/images';
import type { ImageAsset } from './types';

/**
 * An image by its address, with the size read from its file and the smaller copies the build made or found
 * beside it: `srcSet` (WebP) and, where every AVIF copy is smaller, `avifSrcSet`, each listing the image's own
 * width last. Every image of the catalogue and of the sections is known; an unknown address is a mistake in
 * the code, caught on the first import.
 */
export function imageAt(src: string): ImageAsset {
  const asset = images[src];
  if (!asset) throw new Error(`No image ${src}: add it under public/images and to build/content/image-sets.json`);
  return { src, ...asset };
}
