import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Image, type ImageSource } from '@/components/ui';

const Root = styled.div<{ $reverse: boolean }>(
  ({ theme, $reverse }) => css`
    display: grid;
    gap: ${theme.space[6]};
    align-items: center;
    ${theme.media.wide} {
      grid-template-columns: ${$reverse ? 'minmax(0, 1.2fr) minmax(0, 1fr)' : 'minmax(0, 1fr) minmax(0, 1.2fr)'};
      gap: ${theme.space[8]};
      > :first-child {
        order: ${$reverse ? 2 : 0};
      }
    }
  `,
);

/** The narrower of two columns (1:1.2) from `wide` (1024 px), the whole column below. */
const MEDIA_SIZES = '(min-width: 1200px) 490px, (min-width: 1024px) 40vw, calc(100vw - 2rem)';

const Media = styled.div(
  ({ theme }) => css`
    border-radius: ${theme.radii.xl};
    overflow: hidden;
    box-shadow: ${theme.shadows.md};
    background: ${theme.colors.surfaceSunken};
    img {
      width: 100%;
    }
  `,
);

export interface SplitIntroProps {
  image: ImageSource & { alt: string };
  /** 'eager' when the image is above the fold. */
  loading?: 'lazy' | 'eager';
  /** Fallback when the image fails to load. */
  fallbackSrc?: string;
  /** Image on the right from 1024 px. */
  reverse?: boolean;
  children: ReactNode;
}

/** Image and text side by side from 1024 px (image first on mobile). */
export function SplitIntro({ image, loading = 'lazy', fallbackSrc, reverse = false, children }: SplitIntroProps) {
  return (
    <Root $reverse={reverse}>
      <Media>
        <Image
          src={image.src}
          srcSet={image.srcSet}
          avifSrcSet={image.avifSrcSet}
          sizes={MEDIA_SIZES}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading={loading}
          fallbackSrc={fallbackSrc}
        />
      </Media>
      <div>{children}</div>
    </Root>
  );
}
