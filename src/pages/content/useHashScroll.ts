import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { hashTargetId } from '@/config/routes';

/**
 * Scrolls to the element named by the URL hash (e.g. /mentorship-details#faq from the footer) once
 * the page has rendered. The app's ScrollManager handles hashes on the home page only and sends
 * other pages to the top first; this runs after it.
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return undefined;
    const id = hashTargetId(hash);
    const frame = window.requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [hash, key]);
}
