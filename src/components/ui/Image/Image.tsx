import { useCallback, useState, type ImgHTMLAttributes, type Ref } from 'react';
import { preload } from 'react-dom';
import styled, { css } from 'styled-components';
import { FAILED_ATTRIBUTE, FALLBACK_ATTRIBUTE } from './servedImage';

/**
 * The box keeps the ratio of `width`/`height` even once a smaller copy has loaded: a copy's height is rounded
 * (800 px of a 1200x800 image is 533 px high), and the natural ratio would move what follows by a fraction of a pixel.
 */
const Img = styled.img<{ $fit?: 'cover' | 'contain'; $rounded: boolean; $ratio: string }>(
  ({ theme, $fit, $rounded, $ratio }) => css`
    display: block;
    max-width: 100%;
    height: auto;
    aspect-ratio: ${$ratio};
    background: ${$fit === 'contain' ? 'transparent' : theme.colors.surfaceSunken};
    ${
      $fit &&
      css`
        width: 100%;
        height: 100%;
        object-fit: ${$fit};
      `
    }
    ${$rounded && `border-radius: ${theme.radii.md};`}
    /*
     * A failed image with nothing to show instead: its box stays (what follows does not move, and the frame it
     * sits in shows its own background), its broken-image icon and alt text do not.
     */
    &[hidden] {
      visibility: hidden;
    }
  `,
);

/**
 * The <picture> around an image with an AVIF source adds no box: the <img> is laid out as without it. Its
 * <source> has none either (in a flex or grid parent it would be an item of its own, with a gap beside it).
 */
const Picture = styled.picture`
  display: contents;
  > source {
    display: none;
  }
`;

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> {
  src: string;
  /** Intrinsic width in px (reserves space: no layout shift). */
  width: number;
  /** Intrinsic height in px. */
  height: number;
  /** Describe the image; '' for decorative images. */
  alt: string;
  /** The same image at several widths ('<file> <width>w, ...'), WebP; the browser picks by `sizes`. */
  srcSet?: string;
  /** The same candidates in AVIF: a <picture> source that browsers reading AVIF take instead. */
  avifSrcSet?: string;
  /**
   * How wide the layout draws the image ('(min-width: 768px) 50vw, 100vw'), for picking from the sets. A lazy
   * image is sized by its drawn box where the browser can (`auto`), this being the fallback.
   */
  sizes?: string;
  /** 'lazy' (default) for anything below the fold; 'eager' for the hero / LCP image. */
  loading?: 'lazy' | 'eager';
  /**
   * Swapped in once if `src` fails to load: for a content image with a meaningful default. An image without
   * one is hidden when it fails (as is one whose fallback fails too), keeping its box: never a broken-image icon.
   */
  fallbackSrc?: string;
  /** Fill the parent box with object-fit. */
  fit?: 'cover' | 'contain';
  /** Rounded corners (theme.radii.md). */
  rounded?: boolean;
  ref?: Ref<HTMLImageElement>;
}

/** An image as the catalogue describes it: its file and size, and the sets of smaller copies where there are any. */
export interface ImageSource {
  src: string;
  width: number;
  height: number;
  srcSet?: string;
  avifSrcSet?: string;
}

type LoadState = { src: string; stage: 'primary' | 'fallback' | 'failed' };

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * An <img> that always has width/height, lazy-loads by default, picks its file from `srcSet`/`avifSrcSet` by
 * `sizes`, and handles broken sources: the fallback if it has one, otherwise hidden. An eager image is
 * preloaded from the head of the prerendered page (with its `fetchPriority`: high for the page's largest
 * paint): React does that itself for a plain <img>, not for one inside a <picture>, so the AVIF set is
 * preloaded here (browsers without AVIF skip it by its type).
 *
 * A served image that fails before this component has hydrated is handled by the page's own script
 * (servedImage.ts): it swaps the fallback in (`src`, and the `srcset`s it empties) or hides the image, and
 * marks what it did. Once mounted, the component takes the image over and starts from that mark. The <img>
 * and its <source> say that their attributes may differ from the served ones for that reason
 * (`suppressHydrationWarning`), which React then leaves as they are.
 */
export function Image({
  src,
  srcSet,
  avifSrcSet,
  sizes,
  fallbackSrc,
  loading = 'lazy',
  decoding = 'async',
  fit,
  rounded = false,
  onError,
  ref,
  ...rest
}: ImageProps) {
  const [state, setState] = useState<LoadState>({ src, stage: 'primary' });
  const takeOver = useCallback(
    (img: HTMLImageElement | null) => {
      assignRef(ref, img);
      if (!img) return;
      window.__imagesTaken?.add(img);
      const failed = img.getAttribute(FAILED_ATTRIBUTE);
      if (!failed) return;
      img.removeAttribute(FAILED_ATTRIBUTE);
      setState((s) => (s.stage === 'primary' ? { src: s.src, stage: failed === 'fallback' ? 'fallback' : 'failed' } : s));
    },
    [ref],
  );
  // A new src starts over (state derived from props during render, no effect needed).
  if (state.src !== src) setState({ src, stage: 'primary' });
  const stage = state.src === src ? state.stage : 'primary';
  const primary = stage === 'primary';
  const drawnSizes = sizes && loading === 'lazy' ? `auto, ${sizes}` : sizes;
  if (primary && avifSrcSet && loading === 'eager')
    preload(src, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: avifSrcSet,
      imageSizes: sizes,
      fetchPriority: rest.fetchPriority,
    });

  const failed = stage === 'failed';
  const img = (
    <Img
      ref={takeOver}
      // Failed: no address at all, so nothing asks for the file again.
      src={failed ? undefined : primary || !fallbackSrc ? src : fallbackSrc}
      srcSet={primary ? srcSet : undefined}
      sizes={primary && srcSet ? drawnSizes : undefined}
      {...{ [FALLBACK_ATTRIBUTE]: primary ? fallbackSrc : undefined }}
      suppressHydrationWarning
      hidden={failed || undefined}
      loading={loading}
      decoding={decoding}
      $fit={fit}
      $rounded={rounded}
      $ratio={`${rest.width} / ${rest.height}`}
      onError={(event) => {
        onError?.(event);
        setState((s) => ({ src: s.src, stage: s.stage === 'primary' && fallbackSrc ? 'fallback' : 'failed' }));
      }}
      {...rest}
    />
  );
  if (!primary || !avifSrcSet) return img;
  return (
    <Picture>
      <source type="image/avif" srcSet={avifSrcSet} sizes={drawnSizes} suppressHydrationWarning />
      {img}
    </Picture>
  );
}
