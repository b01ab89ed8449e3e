/**
 * What the served page's inline scripts (this folder) and the rest of the site agree on: the names one side
 * writes and the other reads. The build (build/prerender, build/deploy.ts) loads this file directly, so it
 * imports nothing.
 */

/** The browser's window as the inline scripts use it: its globals as well as the Window interface. */
export type PageWindow = Window & typeof globalThis;

/**
 * The attribute of the entry loader's own <script> element that names the app's entry modules, space-separated,
 * in the order they run: the parts of the start (build/prerender/startParts.ts), then the app's entry.
 */
export const ENTRY_ATTRIBUTE = 'data-entry';

/** Set on <html> by the language script while an English visitor's page is not yet in English; the app removes it. */
export const LANGUAGE_PENDING_CLASS = 'lang-pending';

/**
 * The page's rule for LANGUAGE_PENDING_CLASS: #root is hidden while it is set, and shown after 6 s whatever
 * happened, so a page whose app never starts stays readable.
 */
export const LANGUAGE_PENDING_CSS = `html.${LANGUAGE_PENDING_CLASS} #root{visibility:hidden;animation:lang-reveal 0s 6s forwards}@keyframes lang-reveal{to{visibility:visible}}`;

/** Fired at the document once the language script is done with the English page (swapped in or not). */
export const LANGUAGE_SWAPPED_EVENT = 'lang-swapped';

/** The attribute of <html> that says the same, for a script that starts after the event has fired. */
export const LANGUAGE_SWAP_ATTRIBUTE = 'data-lang-swap';

/**
 * Where the build writes the English version of each page of the unprefixed (Portuguese) addresses: fetched
 * by the language script for an English visitor, never an address of its own (the headers say noindex).
 */
export const UNPREFIXED_ENGLISH_DIR = '/unprefixed-en';

/**
 * A control held by the early-events script, named so the app can find it again if it rendered a new
 * element in its place: its tag, its index among #root's elements of that tag, and its label.
 */
export type EarlyTargetKey = [tag: string, index: number, label: string];

export interface EarlyEvent {
  type: 'click' | 'submit';
  target: Element;
  key: EarlyTargetKey;
  submitter?: HTMLElement | null;
}

/** What the early-events script leaves on `window.__earlyEvents` for the app to replay. */
export interface EarlyEvents {
  /** Set by the app once it handles events itself; from then on the script lets everything through. */
  live: boolean;
  queue: EarlyEvent[];
  fields: { target: Element; key: EarlyTargetKey; value: string }[];
}

declare global {
  interface Window {
    __earlyEvents?: EarlyEvents;
  }
}

/** A control's label as both halves of the replay read it: its name, its accessible label, or its text. */
export function labelOf(element: Element): string {
  return (
    element.getAttribute('name') || element.getAttribute('aria-label') || (element.textContent ?? '').replace(/\s+/g, ' ').trim()
  );
}
