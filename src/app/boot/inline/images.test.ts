import { describe, expect, it } from 'vitest';
import mendFailedImages from './images';
import { el, FakeDocument, type FakeElement } from './fakePage';

const MENTORSHIP = '/images/sections/mentorship.webp';
const DEFAULT = '/images/sections/mentorship-default.webp';

/** A served page with images as the Image component renders them; the script started in its head. */
function page() {
  const source = el('source', { type: 'image/avif', srcset: '/m-400.avif 400w, /m.avif 1200w', sizes: 'auto, 50vw' });
  const withDefault = el('img', {
    src: MENTORSHIP,
    srcset: '/m-400.webp 400w, /m.webp 1200w',
    sizes: 'auto, 50vw',
    'data-fallback': DEFAULT,
    alt: 'Mentoria',
  });
  const picture = el('picture', {}, source, withDefault);
  const cover = el('img', { src: '/images/courses/course-1.webp', alt: '' });
  const script = el('script', { src: '/assets/index.js' });
  const root = el('div', { id: 'root' }, picture, cover);
  const document = new FakeDocument({ head: [script], body: [root] });
  const win = { document } as unknown as Window;
  mendFailedImages(win);
  /** An `error` reaching the document for `target`, as the browser delivers it in the capture phase. */
  const fail = (target: FakeElement) => document.dispatchEvent({ type: 'error', target });
  return { win, document, source, withDefault, cover, script, fail };
}

const attributes = (element: FakeElement) => Object.fromEntries(element.attributes);

describe('the image script (failed images before the app takes them over)', () => {
  it('listens for errors at the document, in the capture phase (an image error does not bubble)', () => {
    expect(page().document.listening('error')).toEqual([true]);
  });

  it('swaps the stand-in in: its src, with the srcsets that would be chosen first emptied, and says so', () => {
    const { withDefault, source, fail } = page();
    fail(withDefault);
    expect(attributes(withDefault)).toEqual({
      src: DEFAULT,
      sizes: 'auto, 50vw',
      'data-fallback': DEFAULT,
      'data-failed': 'fallback',
      alt: 'Mentoria',
    });
    expect(attributes(source)).toEqual({ type: 'image/avif', sizes: 'auto, 50vw' });
  });

  it('hides the image when the stand-in fails too', () => {
    const { withDefault, fail } = page();
    fail(withDefault);
    fail(withDefault);
    expect(withDefault.getAttribute('src')).toBe(DEFAULT);
    expect(withDefault.getAttribute('data-failed')).toBe('hidden');
    expect(withDefault.hasAttribute('hidden')).toBe(true);
  });

  it('hides an image without a stand-in, and leaves its address as it was', () => {
    const { cover, fail } = page();
    fail(cover);
    expect(attributes(cover)).toEqual({ src: '/images/courses/course-1.webp', alt: '', 'data-failed': 'hidden', hidden: '' });
  });

  it('leaves other failures (a script) and images the app has taken over alone', () => {
    const { win, cover, script, fail } = page();
    fail(script);
    expect(attributes(script)).toEqual({ src: '/assets/index.js' });
    win.__imagesTaken?.add(cover as unknown as Element);
    fail(cover);
    expect(cover.hasAttribute('data-failed')).toBe(false);
    expect(cover.hasAttribute('hidden')).toBe(false);
    fail({ nodeType: 9 } as unknown as FakeElement);
  });
});
