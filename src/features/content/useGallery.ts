import { useCallback } from 'react';
import { useMachine } from '@xstate/react';
import { galleryMachine } from '@machines/content';

export interface GalleryApi {
  /** The photo shown enlarged, or null while none is. */
  openIndex: number | null;
  onOpen: (index: number) => void;
  onClose: () => void;
  onNext: () => void;
  onPrevious: () => void;
}

/** A photo gallery of `count` photos with an enlarged view whose arrows wrap at both ends. */
export function useGallery(count: number): GalleryApi {
  const [gallery, send] = useMachine(galleryMachine, { input: { count } });
  const onNext = useCallback(() => send({ type: 'gallery.next' }), [send]);
  const onPrevious = useCallback(() => send({ type: 'gallery.prev' }), [send]);
  return {
    openIndex: gallery.matches('open') ? gallery.context.index : null,
    onOpen: (index) => send({ type: 'gallery.open', index }),
    onClose: () => send({ type: 'gallery.close' }),
    onNext,
    onPrevious,
  };
}
