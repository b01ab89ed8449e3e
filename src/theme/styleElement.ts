/**
 * Adds a style element of its own, marked with `attribute`, to a document that has none yet: the
 * rules a prerendered page carries in its head, for the app shell, the dev server and Storybook. `after`: the
 * marked element it must follow; without it (or when that one is absent) it goes first in the head.
 */
export function installStyleElement(doc: Document, attribute: string, css: string | (() => string), after?: string): void {
  if (doc.head.querySelector(`style[${attribute}]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(attribute, '');
  // A function is asked only when the element is missing (the rules may be costly to write, fonts.ts).
  style.textContent = typeof css === 'function' ? css() : css;
  const previous = after ? doc.head.querySelector(`style[${after}]`) : null;
  if (previous) previous.after(style);
  else doc.head.prepend(style);
}
