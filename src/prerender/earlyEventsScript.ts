/**
 * The third inline script of a prerendered page (#33): the page is on screen, and tapped, seconds before its
 * app has started on a slow phone. From the first byte of `<head>` until the app says it is live, this script
 * listens at the document (capture phase, before anything else sees the event) and
 * - holds every tap or key activation (`click`) on a control that needs the app: buttons, tabs, menu items,
 *   switches, check boxes and radios of #root. The browser's own behaviour is cancelled and the control is
 *   queued with a key that finds it again if the app renders a new one in its place (`[tag, index among the
 *   root's elements of that tag, label]`). Links and `<summary>` are left to the browser: they work without
 *   JavaScript. A click with a modifier key or another button than the main one is the browser's too.
 * - holds every form submission (a password manager's `requestSubmit`, Enter in a form without a button):
 *   cancelled, and queued. The forms are `method="dialog"` as well (src/components), so even without this
 *   script, or without JavaScript, a send never navigates and never puts a field in an address.
 * - notes the fields typed into (`input`, `change`), with the same key and the value typed: the app's first
 *   render after hydrating sets a controlled field back to what the app holds, before the replay.
 * The app replays the queue once, in order, when its first render is committed (src/app/boot/earlyEvents.ts),
 * and sets `live` first, from which point the script lets everything through.
 *
 * Anchors: Angular's event replay (Google's jsaction: a tiny inline script records events at the document
 * before the framework loads and replays them after hydration).
 *
 * The text is fixed (no per-build values), so its hash in the Content-Security-Policy is too
 * (src/config/deploy.ts). ES5 only, like the other inline scripts: it runs before anything is known of the
 * browser.
 */
export const EARLY_EVENTS_SCRIPT = `(function(){var d=document,r={live:false,queue:[],fields:[]},C="button,[role=button],[role=tab],[role=menuitem],[role=menuitemradio],[role=menuitemcheckbox],[role=switch],[role=option],[role=checkbox],[role=radio],input[type=checkbox],input[type=radio],input[type=submit],input[type=button]";window.__earlyEvents=r;function root(){return d.getElementById("root")}function mine(t){var o=root();return !!(o&&t&&t.nodeType===1&&o.contains(t))}function key(t){var n=t.tagName.toLowerCase(),a=root().getElementsByTagName(n),i=0;while(i<a.length&&a[i]!==t)i++;return[n,i,t.getAttribute("name")||t.getAttribute("aria-label")||(t.textContent||"").replace(/\\s+/g," ").trim()]}function hold(e){e.preventDefault();e.stopImmediatePropagation()}d.addEventListener("click",function(e){if(r.live||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey||!e.target||!e.target.closest)return;var t=e.target.closest("a[href],summary,"+C);if(!mine(t)||t.matches("a[href],summary"))return;hold(e);r.queue.push({type:"click",target:t,key:key(t)})},true);d.addEventListener("submit",function(e){if(r.live||!mine(e.target))return;hold(e);r.queue.push({type:"submit",target:e.target,key:key(e.target),submitter:e.submitter||null})},true);function typed(e){var t=e.target,i;if(r.live||!mine(t)||!("value" in t))return;for(i=0;i<r.fields.length;i++)if(r.fields[i].target===t){r.fields[i].value=t.value;return}r.fields.push({target:t,key:key(t),value:t.value})}d.addEventListener("input",typed,true);d.addEventListener("change",typed,true)})();`;

/** What the script leaves on `window.__earlyEvents` for the app. */
export type EarlyTargetKey = [tag: string, index: number, label: string];

export interface EarlyEvent {
  type: 'click' | 'submit';
  target: Element;
  key: EarlyTargetKey;
  submitter?: HTMLElement | null;
}

export interface EarlyEvents {
  live: boolean;
  queue: EarlyEvent[];
  fields: { target: Element; key: EarlyTargetKey; value: string }[];
}
