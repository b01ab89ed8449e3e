import { labelOf, type EarlyEvents, type EarlyTargetKey } from './contract';
import mendFailedImages from './images';

/**
 * The early-events script, an inline script in the head of every prerendered page. The page is on screen, and
 * tapped, seconds before its app has started on a slow phone. From the first byte of `<head>` until the app
 * says it is live, this script listens at the document (capture phase, before anything else sees the event)
 * and
 * - holds every tap or key activation (`click`) on a control that needs the app: buttons, tabs, menu items,
 *   switches, check boxes and radios of #root. The browser's own behaviour is cancelled and the control is
 *   queued with a key that finds it again if the app renders a new one in its place (EarlyTargetKey). Links
 *   and `<summary>` are left to the browser: they work without JavaScript. A click with a modifier key or
 *   another button than the main one is the browser's too.
 * - holds every form submission (a password manager's `requestSubmit`, Enter in a form without a button):
 *   cancelled, and queued. The forms are `method="dialog"` as well (src/components), so even without this
 *   script, or without JavaScript, a send never navigates and never puts a field in an address.
 * - notes the fields typed into (`input`, `change`), with the same key and the value typed: the app's first
 *   render after hydrating sets a controlled field back to what the app holds, before the replay.
 * The app replays the queue once, in order, when its first render is committed (src/app/boot/earlyEvents.ts),
 * and sets `live` first, from which point the script lets everything through.
 *
 * It also looks after the images that fail before their part of the page has hydrated (images.ts): the
 * stand-in swapped in, or the image hidden, from the first paint.
 *
 * Anchors: Angular's event replay (Google's jsaction: a tiny inline script records events at the document
 * before the framework loads and replays them after hydration).
 *
 * The build compiles this module into the page (build/inlineScripts.ts), and the Content-Security-Policy
 * allows exactly that text by its hash.
 */

/** The controls whose activation needs the app. */
const APP_CONTROLS = [
  'button',
  '[role=button]',
  '[role=tab]',
  '[role=menuitem]',
  '[role=menuitemradio]',
  '[role=menuitemcheckbox]',
  '[role=switch]',
  '[role=option]',
  '[role=checkbox]',
  '[role=radio]',
  'input[type=checkbox]',
  'input[type=radio]',
  'input[type=submit]',
  'input[type=button]',
].join(',');

/** What works without JavaScript, left to the browser even inside a control. */
const BROWSER_CONTROLS = 'a[href],summary';

export default function holdEarlyEvents(win: Window): void {
  const doc = win.document;
  const early: EarlyEvents = { live: false, queue: [], fields: [] };
  win.__earlyEvents = early;

  const root = () => doc.getElementById('root');

  /** Whether the target is an element of the page's markup (inside #root). */
  const inPage = (target: EventTarget | null | undefined): target is Element => {
    const page = root();
    return !!(page && target && (target as Node).nodeType === 1 && page.contains(target as Node));
  };

  /** The element's tag, its index among #root's elements of that tag, and its label. */
  const keyOf = (element: Element): EarlyTargetKey => {
    const tag = element.tagName.toLowerCase();
    // Only asked of an element inside #root (inPage), so #root is there.
    const sameTag = (root() as HTMLElement).getElementsByTagName(tag);
    let index = 0;
    while (index < sameTag.length && sameTag[index] !== element) index++;
    return [tag, index, labelOf(element)];
  };

  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as Partial<Element> | null;
      if (early.live || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      if (!target || !target.closest) return;
      const control = target.closest(`${BROWSER_CONTROLS},${APP_CONTROLS}`);
      if (!inPage(control) || control.matches(BROWSER_CONTROLS)) return;
      hold(event);
      early.queue.push({ type: 'click', target: control, key: keyOf(control) });
    },
    true,
  );

  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (early.live || !inPage(form)) return;
      hold(event);
      early.queue.push({ type: 'submit', target: form, key: keyOf(form), submitter: event.submitter || null });
    },
    true,
  );

  const typed = (event: Event) => {
    const field = event.target;
    if (early.live || !inPage(field) || !('value' in field)) return;
    const value = (field as HTMLInputElement).value;
    for (const noted of early.fields) {
      if (noted.target === field) {
        noted.value = value;
        return;
      }
    }
    early.fields.push({ target: field, key: keyOf(field), value });
  };
  doc.addEventListener('input', typed, true);
  doc.addEventListener('change', typed, true);

  mendFailedImages(win);
}
