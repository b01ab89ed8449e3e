import { useEffect } from 'react';
import styled, { css } from 'styled-components';
import { Button, Icon, Image, Modal, type ImageSource } from '@/components/ui';

const Grid = styled.ul(
  ({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
    ${theme.media.desktop} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: ${theme.space[4]};
    }
  `,
);

const Thumb = styled.button(
  ({ theme }) => css`
    display: block;
    width: 100%;
    padding: 0;
    border: 0;
    border-radius: ${theme.radii.lg};
    overflow: hidden;
    background: ${theme.colors.surfaceSunken};
    cursor: zoom-in;
    box-shadow: ${theme.shadows.sm};
    img {
      width: 100%;
      aspect-ratio: 3 / 2;
      object-fit: cover;
      transition: transform ${theme.transitions.slow};
    }
    &:hover img {
      transform: scale(1.04);
    }
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 3px;
    }
    ${theme.media.reducedMotion} {
      img {
        transition: none;
      }
      &:hover img {
        transform: none;
      }
    }
  `,
);

const Viewer = styled.div(
  ({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
    margin: 0;
    img {
      width: 100%;
      max-height: 65vh;
      object-fit: contain;
      border-radius: ${theme.radii.md};
    }
  `,
);

const Caption = styled.p(
  ({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `,
);

const Controls = styled.div(
  ({ theme }) => css`
    display: flex;
    justify-content: space-between;
    gap: ${theme.space[3]};
  `,
);

/** Thumbnails: three columns of the 1200 px container from `desktop` (768 px), two below. */
const THUMB_SIZES = '(min-width: 1200px) 370px, (min-width: 768px) 30vw, calc(50vw - 1.5rem)';
/** The large modal: 56 rem at most, 1 rem from each edge below that. */
const VIEWER_SIZES = '(min-width: 928px) 896px, calc(100vw - 2rem)';

export interface GalleryPhoto extends ImageSource {
  alt: string;
}

export interface GalleryLabels {
  /** Accessible name of a thumbnail button, e.g. 'Ampliar foto 2: …'. */
  open: (index: number, alt: string) => string;
  /** Dialog title, e.g. 'Foto 2 de 6'. */
  dialogTitle: (index: number, total: number) => string;
  previous: string;
  next: string;
  /** Keyboard hint under the photo. */
  hint: string;
}

export interface GalleryProps {
  photos: GalleryPhoto[];
  /** Index of the photo shown enlarged, or null when the viewer is closed. */
  openIndex: number | null;
  onOpen: (index: number) => void;
  onClose: () => void;
  onNext: () => void;
  onPrevious: () => void;
  labels: GalleryLabels;
}

/**
 * Thumbnails as buttons in a grid; the chosen photo opens enlarged in a modal dialog that closes
 * with its close button, a click outside the photo or Escape. Left/right arrows change photo.
 */
export function Gallery({ photos, openIndex, onOpen, onClose, onNext, onPrevious, labels }: GalleryProps) {
  const current = openIndex === null ? undefined : photos[openIndex];
  const isOpen = current !== undefined;

  useEffect(() => {
    if (!isOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        onNext();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        onPrevious();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, onNext, onPrevious]);

  return (
    <>
      <Grid>
        {photos.map((photo, index) => (
          <li key={photo.src}>
            <Thumb
              type="button"
              aria-label={labels.open(index + 1, photo.alt)}
              aria-haspopup="dialog"
              onClick={() => onOpen(index)}
            >
              <Image
                src={photo.src}
                srcSet={photo.srcSet}
                avifSrcSet={photo.avifSrcSet}
                sizes={THUMB_SIZES}
                width={photo.width}
                height={photo.height}
                alt=""
              />
            </Thumb>
          </li>
        ))}
      </Grid>
      <Modal
        open={isOpen}
        onClose={onClose}
        size="lg"
        title={isOpen && openIndex !== null ? labels.dialogTitle(openIndex + 1, photos.length) : undefined}
      >
        {current && (
          <Viewer>
            <Image
              src={current.src}
              srcSet={current.srcSet}
              avifSrcSet={current.avifSrcSet}
              sizes={VIEWER_SIZES}
              width={current.width}
              height={current.height}
              alt={current.alt}
              loading="eager"
            />
            <Caption>{labels.hint}</Caption>
            <Controls>
              <Button variant="outline" size="sm" onClick={onPrevious} iconLeft={<Icon name="chevronLeft" size={18} />}>
                {labels.previous}
              </Button>
              <Button variant="outline" size="sm" onClick={onNext} iconRight={<Icon name="chevronRight" size={18} />}>
                {labels.next}
              </Button>
            </Controls>
          </Viewer>
        )}
      </Modal>
    </>
  );
}
