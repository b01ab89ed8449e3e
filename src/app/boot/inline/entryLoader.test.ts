import { describe, expect, it } from 'vitest';
import { LANGUAGE_PENDING_CLASS, LANGUAGE_SWAP_ATTRIBUTE, LANGUAGE_SWAPPED_EVENT } from './contract';
import loadEntryAfterFirstPaint from './entryLoader';
import { el, FakeDocument, fakeWindow } from './fakePage';

const ENTRY = '/assets/index-abc.js';

/** A prerendered page whose body ends with the loader; what the page's state is when it runs. */
function load(page: { hidden?: boolean; pending?: boolean; englishPage?: boolean; swapDone?: boolean; entries?: string } = {}) {
  const html: Record<string, string> = { lang: page.pending ? 'en' : 'pt' };
  if (page.englishPage) html['data-page-en'] = '/unprefixed-en/';
  if (page.swapDone) html[LANGUAGE_SWAP_ATTRIBUTE] = 'done';
  const loader = el('script', { 'data-entry': page.entries ?? ENTRY });
  const document = new FakeDocument({ html, body: [el('div', { id: 'root' }), loader] });
  if (page.pending) document.documentElement.classList.add(LANGUAGE_PENDING_CLASS);
  if (page.hidden) document.visibilityState = 'hidden';
  document.currentScript = loader;
  const clock = fakeWindow(document);
  loadEntryAfterFirstPaint(clock.win as unknown as Window);
  /** The module scripts in the head: the app's entry once it is started. */
  const started = () =>
    document.head
      .getElementsByTagName('script')
      .map((script) => ({ src: script.src, type: script.type, crossOrigin: script.crossOrigin, async: script.async }));
  return { ...clock, document, started };
}

const entry = [{ src: ENTRY, type: 'module', crossOrigin: 'anonymous', async: false }];

describe('the entry loader: the app starts after the first paint', () => {
  it('starts the entry named by its element a task after the next frame', () => {
    const { started, paint, elapse } = load();
    expect(started()).toEqual([]);
    paint();
    expect(started()).toEqual([]);
    elapse(0);
    expect(started()).toEqual(entry);
  });

  it('starts at once in a hidden tab, where no frame would come', () => {
    expect(load({ hidden: true }).started()).toEqual(entry);
  });

  it('starts at once for an English visitor with no English page to wait for, or whose swap is over', () => {
    expect(load({ pending: true }).started()).toEqual(entry);
    expect(load({ pending: true, englishPage: true, swapDone: true }).started()).toEqual(entry);
  });

  it('waits for the English page to be swapped in, then for the next frame', () => {
    const { started, paint, elapse, document, pendingTimers } = load({ pending: true, englishPage: true });
    expect(pendingTimers()).toEqual([3000]);
    paint();
    elapse(0);
    expect(started()).toEqual([]);
    document.dispatchEvent({ type: LANGUAGE_SWAPPED_EVENT });
    paint();
    elapse(0);
    expect(started()).toEqual(entry);
    // The fallback is cancelled: the entry is added once.
    expect(pendingTimers()).toEqual([]);
  });

  it('starts after a few seconds at the latest when the English page never comes', () => {
    const { started, elapse } = load({ pending: true, englishPage: true });
    elapse(2999);
    expect(started()).toEqual([]);
    elapse(3000);
    expect(started()).toEqual(entry);
  });

  it('adds every entry it names at once, in order, to run in that order (not async), each once', () => {
    const { started, paint, elapse, document } = load({
      entries: '/assets/start-react-dom-1.js /assets/start-styles-2.js /assets/index-3.js',
    });
    paint();
    elapse(0);
    const all = ['/assets/start-react-dom-1.js', '/assets/start-styles-2.js', '/assets/index-3.js'].map((src) => ({
      src,
      type: 'module',
      crossOrigin: 'anonymous',
      async: false,
    }));
    expect(started()).toEqual(all);
    document.dispatchEvent({ type: LANGUAGE_SWAPPED_EVENT });
    paint();
    elapse(0);
    expect(started()).toEqual(all);
  });
});
