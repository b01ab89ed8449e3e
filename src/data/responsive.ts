import { imageSources } from './imageSources';
import type { ImageAsset } from './types';

/**
 * A catalogue image with the smaller copies its generator wrote beside it: `srcSet` (WebP) and, where
 * every AVIF copy is smaller, `avifSrcSet`; both list the image's own file at its own width last. An image
 * with no copies (none is smaller than 400 px wide) comes back as it is.
 */
export function withSources(asset: ImageAsset): ImageAsset {
  const sources = imageSources[asset.src];
  return sources ? { ...asset, ...sources } : asset;
}
