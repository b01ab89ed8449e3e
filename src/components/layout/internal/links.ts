import type { MouseEvent } from 'react';

/** A plain left click without modifier keys (modified clicks open new tabs and must not be intercepted). */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Home anchors ('/#cursos') are not pages: they never get aria-current. */
export function isAnchor(to: string): boolean {
  return to.includes('#');
}
