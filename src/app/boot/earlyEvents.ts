import { useEffect } from 'react';
import { labelOf, type EarlyEvent, type EarlyTargetKey } from './inline/contract';
import { yieldToMain } from '@/lib/yieldToMain';

/**
 * The app's half of the first-tap replay (the page's half is the early-events script, ./inline/earlyEvents.ts): what a
 * visitor typed and tapped on the prerendered page before the app had started takes effect once, in order,
 * when the app's first render is committed.
 *
 * - Typed values first: each field the visitor typed into gets its value through the app (the value is set
 *   as the browser would, and an `input` and a `change` event are fired), so the app's state holds what the
 *   screen shows before any held click or send acts on it.
 * - Then every held click and send, one task apart, so each one's render is on screen before the next.
 *   Repeated taps on the same control with nothing in between count once: the visitor tapped again because
 *   the first seemed to do nothing, not to add a book twice or to open and close a menu.
 * A target is the same element when the app hydrated the page; when it rendered a new page over it, the
 * element the key names (same tag and label, at the same place among the root's elements of that tag, or
 * the only one with that label). One that is gone, disabled or hidden by then is skipped.
 */

/** The element that stands for `target` in the page as the app rendered it, or null. */
export function locate(target: Element, key: EarlyTargetKey, root: ParentNode): Element | null {
  if (target.isConnected) return target;
  const [tag, index, label] = key;
  const all = Array.from(root.querySelectorAll(tag));
  const candidate = all[index];
  if (candidate && labelOf(candidate) === label) return candidate;
  const same = all.filter((element) => labelOf(element) === label);
  return same.length === 1 ? (same[0] ?? null) : null;
}

/** Consecutive clicks on one control count once; everything else stays, in order. */
export function withoutRepeats(queue: readonly EarlyEvent[]): EarlyEvent[] {
  return queue.filter((event, i) => {
    const before = queue[i - 1];
    return !(before && event.type === 'click' && before.type === 'click' && before.target === event.target);
  });
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (element: Element | null): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/**
 * Gives `field` the value `value` so that React sees a change: React compares the value it last saw (its
 * tracker, set through the element's own `value` property) with the element's, and a hydrated field already
 * shows what was typed (or was set back to the app's value by a first re-render). So the part of the page is
 * hydrated first, the tracker reset through the element's property, the value set through the prototype's
 * setter (which the tracker does not see), and the events fired as the browser fires them.
 */
function typeInto(field: Field, value: string) {
  // A field in a part of the page React has not hydrated yet (a lazy page's Suspense boundary): a discrete
  // event on it makes React hydrate that part at once. The value is unchanged, so the app sees no change.
  field.dispatchEvent(new Event('input', { bubbles: true }));
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = '';
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

const usable = (element: Element) =>
  !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true' && !element.closest('[inert]');

/**
 * Replays what the page held, once (later calls do nothing). Call when the page itself is committed, hydrated
 * included (`ReplayEarlyEvents`): the typed values at once (a re-render of the hydrated page may already have
 * emptied a field), each click and send a task later.
 */
export async function replayEarlyEvents(win: Window = window): Promise<void> {
  const early = win.__earlyEvents;
  if (!early || early.live) return;
  early.live = true;
  // From here a tap works as it is made (npm run bench:lighthouse measures first paint -> this mark).
  performance.mark('app:live');
  const root = win.document.getElementById('root');
  if (!root) return;
  for (const { target, key, value } of early.fields) {
    const field = locate(target, key, root);
    if (!isField(field) || field.type === 'checkbox' || field.type === 'radio') continue;
    if (!field.disabled) typeInto(field, value);
  }
  const queue = withoutRepeats(early.queue);
  early.fields = [];
  early.queue = [];
  for (const event of queue) {
    await yieldToMain();
    const element = locate(event.target, event.key, root);
    if (!element || !usable(element)) continue;
    if (event.type === 'click') (element as HTMLElement).click();
    else if (element instanceof HTMLFormElement) {
      const submitter = event.submitter && element.contains(event.submitter) ? event.submitter : null;
      element.requestSubmit(submitter);
    }
  }
}

/** The page is being replaced by the boot failure screen: nothing held is replayed, nothing more is held. */
export function discardEarlyEvents(win: Window = window) {
  const early = win.__earlyEvents;
  if (!early) return;
  early.live = true;
  early.queue = [];
  early.fields = [];
}

/**
 * Placed after the page inside the Suspense boundary that holds it (src/app/RootLayout.tsx, and the route
 * error screen): its effect runs once the page is committed. Hydration commits the shell (header, banner) first
 * and the page's boundary in a later pass; a field typed into before that pass has no React state behind it
 * yet, so the replay waits for it. The app-wide actors (consent, session) started in the shell's effects.
 */
export function ReplayEarlyEvents() {
  useEffect(() => {
    void replayEarlyEvents();
  }, []);
  return null;
}
