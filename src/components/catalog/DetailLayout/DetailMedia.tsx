import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Image, type ImageSource } from '@/components/ui';

/** `cover`: a portrait book cover, at most 22 rem wide and centred; `photo`: a landscape picture that fills its column. */
export type DetailMediaKind = 'cover' | 'photo';

const Frame = styled.div<{ $kind: DetailMediaKind }>(
  ({ theme, $kind }) => css`
    position: relative;
    overflow: hidden;
    background: ${theme.colors.surfaceSunken};
    ${
      $kind === 'cover'
        ? css`
            width: min(100%, 22rem);
            margin-inline: auto;
            border-radius: ${theme.radii.lg};
            box-shadow: ${theme.shadows.lg};
          `
        : css`
            border-radius: ${theme.radii.xl};
            box-shadow: ${theme.shadows.md};
          `
    }
    img {
      width: 100%;
    }
  `,
);

/** How wide each kind is drawn: a cover at most 22 rem; a photo in the whole column, beside the text from `wide` on. */
const SIZES: Record<DetailMediaKind, string> = {
  cover: '(min-width: 400px) 352px, calc(100vw - 2rem)',
  photo: '(min-width: 1200px) 570px, (min-width: 1024px) 47vw, calc(100vw - 2rem)',
};

const Overlay = styled.div(
  ({ theme }) => css`
    position: absolute;
    top: ${theme.space[3]};
    left: ${theme.space[3]};
  `,
);

export interface DetailMediaProps {
  kind: DetailMediaKind;
  image: ImageSource & { alt: string };
  /** Shown over the top-left corner (e.g. the discount badge of a book). */
  overlay?: ReactNode;
}

/** The product's picture in the hero: loaded first (it is the page's largest paint), framed with a soft shadow. */
export function DetailMedia({ kind, image, overlay }: DetailMediaProps) {
  return (
    <Frame $kind={kind}>
      <Image
        src={image.src}
        srcSet={image.srcSet}
        avifSrcSet={image.avifSrcSet}
        sizes={SIZES[kind]}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading="eager"
        fetchPriority="high"
      />
      {overlay && <Overlay>{overlay}</Overlay>}
    </Frame>
  );
}
