import { ENTRY_ATTRIBUTE, LANGUAGE_PENDING_CLASS, LANGUAGE_SWAP_ATTRIBUTE, LANGUAGE_SWAPPED_EVENT } from './contract';

/**
 * The entry loader, an inline script at the end of the <body> of every prerendered page: it starts the app's
 * entry modules once the page has painted. The served markup is already the page, so on a slow phone the app's
 * JavaScript should not share the first paint's bandwidth and CPU with the HTML, its fonts and its main image.
 * A visitor whose texts must first change language (LANGUAGE_PENDING_CLASS) gets it once the English version
 * of the page is on screen (the language script's LANGUAGE_SWAPPED_EVENT, or AT_THE_LATEST_MS), or at once
 * when the page has none; a hidden tab (no frame would come) at once. The entries' addresses are read from the
 * script element's ENTRY_ATTRIBUTE, so that the script's text, and its hash, never change. They are added
 * together, as module scripts that run in the order added (not `async`): the browser fetches them all at once,
 * and each runs in a task of its own as soon as it and those before it have arrived.
 *
 * The build compiles this module into the page (build/inlineScripts.ts), and the Content-Security-Policy
 * allows exactly that text by its hash.
 */

/** The longest an English visitor's app waits for the English page to be swapped in. */
const AT_THE_LATEST_MS = 3000;

export default function loadEntryAfterFirstPaint(win: Window): void {
  const doc = win.document;
  const html = doc.documentElement;
  let latest: number | undefined;
  let started = false;
  // Runs as a classic inline script, whose element the prerender writes with the attribute.
  const entries = (doc.currentScript!.getAttribute(ENTRY_ATTRIBUTE) as string).split(' ').filter(Boolean);

  const start = () => {
    win.clearTimeout(latest);
    if (started) return;
    started = true;
    for (const src of entries) {
      const entry = doc.createElement('script');
      entry.type = 'module';
      entry.crossOrigin = 'anonymous';
      entry.async = false;
      entry.src = src;
      doc.head.appendChild(entry);
    }
  };
  /** After the next frame is painted: a task queued from the frame's animation callback. */
  const startAfterPaint = () => {
    win.requestAnimationFrame(() => {
      win.setTimeout(start, 0);
    });
  };

  if (doc.visibilityState !== 'visible') start();
  else if (!html.classList.contains(LANGUAGE_PENDING_CLASS)) startAfterPaint();
  else if (!html.dataset.pageEn || html.getAttribute(LANGUAGE_SWAP_ATTRIBUTE) === 'done') start();
  else {
    latest = win.setTimeout(start, AT_THE_LATEST_MS);
    doc.addEventListener(LANGUAGE_SWAPPED_EVENT, startAfterPaint);
  }
}
