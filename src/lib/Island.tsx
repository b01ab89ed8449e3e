import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that hydrates on its own (#9): a Suspense boundary, so React hydrates and
 * commits it in a task of its own, after the parts before it, and a long page does not hydrate in one long
 * task. It renders its children as they are (nothing in it suspends; the fallback is never shown).
 */
export function Island({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
