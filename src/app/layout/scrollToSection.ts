function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Smoothly scrolls to the element with that id (instantly with reduced motion); a missing one scrolls to the top. */
export function scrollToSection(id: string): void {
  const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView({ behavior, block: 'start' });
  else window.scrollTo({ top: 0, left: 0, behavior });
}
