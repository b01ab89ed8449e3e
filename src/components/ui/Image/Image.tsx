import { useState, type ImgHTMLAttributes, type Ref } from 'react';
import styled, { css } from 'styled-components';

const Img = styled.img<{ $fit?: 'cover' | 'contain'; $rounded: boolean }>(
  ({ theme, $fit, $rounded }) => css`
    display: block;
    max-width: 100%;
    height: auto;
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
  `,
);

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> {
  src: string;
  /** Intrinsic width in px (reserves space: no layout shift). */
  width: number;
  /** Intrinsic height in px. */
  height: number;
  /** Describe the image; '' for decorative images. */
  alt: string;
  /** 'lazy' (default) for anything below the fold; 'eager' for the hero / LCP image. */
  loading?: 'lazy' | 'eager';
  /** Swapped in once if `src` fails to load. */
  fallbackSrc?: string;
  /** Render nothing when the image (and fallback) fails. */
  hideOnError?: boolean;
  /** Fill the parent box with object-fit. */
  fit?: 'cover' | 'contain';
  /** Rounded corners (theme.radii.md). */
  rounded?: boolean;
  ref?: Ref<HTMLImageElement>;
}

type LoadState = { src: string; stage: 'primary' | 'fallback' | 'failed' };

/** An <img> that always has width/height, lazy-loads by default and handles broken sources. */
export function Image({
  src,
  fallbackSrc,
  hideOnError = false,
  loading = 'lazy',
  decoding = 'async',
  fit,
  rounded = false,
  onError,
  ...rest
}: ImageProps) {
  const [state, setState] = useState<LoadState>({ src, stage: 'primary' });
  // A new src starts over (state derived from props during render, no effect needed).
  if (state.src !== src) setState({ src, stage: 'primary' });
  const stage = state.src === src ? state.stage : 'primary';

  if (stage === 'failed' && hideOnError) return null;

  const currentSrc = stage === 'fallback' && fallbackSrc ? fallbackSrc : src;

  return (
    <Img
      src={currentSrc}
      loading={loading}
      decoding={decoding}
      $fit={fit}
      $rounded={rounded}
      onError={(event) => {
        onError?.(event);
        setState((s) => ({ src: s.src, stage: s.stage === 'primary' && fallbackSrc ? 'fallback' : 'failed' }));
      }}
      {...rest}
    />
  );
}
