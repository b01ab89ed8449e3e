/**
 * The served page's styled-components rules, handed to styled-components as they are (#33).
 *
 * A prerendered page carries every rule its components need in one `<style data-styled>` element. By itself,
 * styled-components reads that element back as it starts (its "rehydration"): it parses the text, inserts
 * every rule again, one `insertRule` at a time, into a new style element of its own, and removes the served
 * one. On the home page that is about 600 rules, 9-26 ms of main thread at 1x CPU, and then a
 * restyle of the whole page (8-32 ms) because one style sheet replaced another: on a phone, 100-300 ms
 * during which a tap waits. What it needs from the served rules is only which class names exist in which
 * group (so it does not insert them again) and where each group's rules are (so a new rule goes where its
 * group's go, and the cascade stays as in a normal start).
 *
 * So the hand-over is two steps:
 * 1. `prepareStyleHandOver`, before styled-components is evaluated (a start-up part of its own, src/main.tsx):
 *    the served element is set aside (marked `data-styled="active"`, which styled-components' rehydration
 *    skips) and a copy holding only its group markers (`data-styled.g12[id="sc-…"]{content:"names,"}`: no
 *    rules; of a type that is not CSS, so the browser does not parse it) is put in its place: the rehydration
 *    reads that one, registers the groups and names, inserts nothing, and removes it.
 * 2. `adoptServedStyles` (./adoptServedStyles.ts, once styled-components is evaluated, before the first
 *    render): styled-components' sheet is pointed at the served element's rules, group by group.
 * If any step finds something other than what it expects, the page keeps what it has: the served rules stay
 * in force, and styled-components adds new rules in its own element (or, before step 1, rehydrates as usual).
 */

/** The attribute that marks the served element set aside by step 1, for step 2. */
export const SERVED_STYLES_ATTR = 'data-served-styles';

const SC_ATTR = 'data-styled';
const SC_VERSION_ATTR = 'data-styled-version';
/** What separates rules and markers in styled-components' text (its `SPLITTER`). */
const SC_SPLITTER = '/*!sc*/\n';
/** The type of the markers' copy: not `text/css`, so the browser never parses it. */
export const MARKERS_TYPE = 'text/x-styled-components-markers';
/** A group marker: `data-styled.g<group>[id="<component id>"]{content:"<names>,"}`. */
const MARKER = /^data-styled\.g\d+\[id="[\w\d-]+"\]/;

/** Step 1 (see above). Does nothing without exactly one served element, as in the dev server and Storybook. */
export function prepareStyleHandOver(doc: Document = document): void {
  const served = doc.head.querySelectorAll<HTMLStyleElement>(`style[${SC_ATTR}]:not([${SC_ATTR}="active"])`);
  const element = served.length === 1 ? served[0] : undefined;
  const version = element?.getAttribute(SC_VERSION_ATTR);
  if (!element || !version) return;
  const markers = (element.textContent ?? '')
    .split(SC_SPLITTER)
    .map((part) => part.trim())
    .filter((part) => MARKER.test(part));
  if (markers.length === 0) return;
  const names = doc.createElement('style');
  names.setAttribute(SC_ATTR, 'true');
  names.setAttribute(SC_VERSION_ATTR, version);
  // Not a style sheet at all: a style element of another type is never parsed as CSS (the HTML standard's
  // "update a style block"), and styled-components reads only its text. As CSS (media="not all") this copy,
  // 11 KB on the home page, was parsed inside this start-up part: 0.3-0.6 ms at 1x CPU on a quiet start, up
  // to 19 ms on a busy one.
  names.type = MARKERS_TYPE;
  names.textContent = markers.join(SC_SPLITTER) + SC_SPLITTER;
  element.setAttribute(SC_ATTR, 'active');
  element.setAttribute(SERVED_STYLES_ATTR, '');
  element.after(names);
}
