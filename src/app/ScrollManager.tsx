import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { hashTargetId } from '@/config/routes';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * SPEC §2: every route change scrolls to the top; on / a hash scrolls smoothly to the section with
 * that id, and a missing section scrolls to the top. On other pages a hash whose target exists is
 * scrolled to as well (footer link /mentorship-details#faq, tables of contents). Sections of a lazily loaded page may appear a
 * moment after navigation, so the target is looked for until it shows up (at most ~2 s).
 */
export function ScrollManager() {
  const { pathname, hash, key, state } = useLocation();
  // A navigation that only updates the page's own state (e.g. a search query) can opt out with state { preserveScroll: true }.
  const preserveScroll = Boolean(state && typeof state === 'object' && (state as { preserveScroll?: unknown }).preserveScroll);

  useEffect(() => {
    if (preserveScroll) return;
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
      return;
    }
    const id = hashTargetId(hash);
    // An anchor that is not there yet (page still loading) starts from the top, then scrolls once it renders.
    if (!document.getElementById(id)) window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
    let frame = 0;
    let tries = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior, block: 'start' });
        return;
      }
      tries += 1;
      if (tries > 120) {
        window.scrollTo({ top: 0, left: 0, behavior });
        return;
      }
      frame = window.requestAnimationFrame(seek);
    };
    seek();
    return () => window.cancelAnimationFrame(frame);
  }, [pathname, hash, key, preserveScroll]);

  return null;
}
