import { FAILED_ATTRIBUTE, FALLBACK_ATTRIBUTE, type ServedImageFailure } from '@/components/ui/Image/servedImage';

/**
 * Failed images of the served page, from its first byte: part of the early-events script in the head of every
 * prerendered page. An image that fails before its component has hydrated (the app has not started, or the
 * part of the page it is in hydrates later) would show the browser's broken-image icon, since nothing of the
 * app listens yet. This listens for `error` at the document in the capture phase (an image's `error` does not
 * bubble, but passes the document on its way down) and does what the Image component would:
 * - an image with a stand-in (`data-fallback`) gets it: its `src` becomes the stand-in, and the `srcset`s that
 *   would be chosen before it (its own, a <picture>'s <source>s) are emptied;
 * - any other image, or a stand-in that fails too, is hidden.
 * It marks what it did (`data-failed`), for the component to take over from there; an image the component has
 * taken over (`window.__imagesTaken`) is left to it. Only attributes React never compares after hydration, or
 * that the component says may differ, are changed (servedImage.ts).
 */
export default function mendFailedImages(win: Window): void {
  const taken = new WeakSet<Element>();
  win.__imagesTaken = taken;

  win.document.addEventListener(
    'error',
    (event) => {
      const img = event.target as Element | null;
      if (!img || img.tagName !== 'IMG' || taken.has(img)) return;
      const fallback = img.getAttribute(FALLBACK_ATTRIBUTE);
      const swap = !!fallback && img.getAttribute(FAILED_ATTRIBUTE) !== 'fallback';
      img.setAttribute(FAILED_ATTRIBUTE, (swap ? 'fallback' : 'hidden') satisfies ServedImageFailure);
      if (!swap) {
        img.setAttribute('hidden', '');
        return;
      }
      // A <picture>'s sources come before its <img>, and are chosen before its own address.
      for (let source = img.previousElementSibling; source && source.tagName === 'SOURCE'; source = source.previousElementSibling)
        source.removeAttribute('srcset');
      img.removeAttribute('srcset');
      img.setAttribute('src', fallback);
    },
    true,
  );
}
