import { useLayoutEffect, useRef } from 'react';
import { ScrollRestoration, useLocation, useNavigationType, type Location } from 'react-router-dom';
import { isInPageAnchor, scrollKey } from './scrollPolicy';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Longest a glide may keep smooth scrolling on when the browser sends no `scrollend`. */
const GLIDE_LIMIT_MS = 1500;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * Turns smooth scrolling on for the scroll <ScrollRestoration /> is about to make (it scrolls with the
 * default behaviour, which follows the root's `scroll-behavior`), and off again once that scroll ends.
 * Returns the switch-off, run early if another navigation comes first.
 */
function glideOnce(): () => void {
  const root = document.documentElement;
  root.style.scrollBehavior = 'smooth';
  let timer = 0;
  const stop = () => {
    window.clearTimeout(timer);
    window.removeEventListener('scrollend', stop);
    root.style.scrollBehavior = '';
  };
  window.addEventListener('scrollend', stop);
  timer = window.setTimeout(stop, GLIDE_LIMIT_MS);
  return stop;
}

/**
 * Decides the motion of the scroll that follows a navigation: smooth for an in-page anchor, instant for
 * everything else. Rendered just before <ScrollRestoration />, so its layout effect runs first.
 */
function AnchorMotion() {
  const location = useLocation();
  const type = useNavigationType();
  const previous = useRef<Location | undefined>(undefined);
  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = location;
    if (!isInPageAnchor(from, location, type) || prefersReducedMotion()) return undefined;
    return glideOnce();
  }, [location, type]);
  return null;
}

/**
 * The site's one scroll path (scrollPolicy.ts has the rules). The data router's <ScrollRestoration />
 * restores positions on back / forward / reload, sends new entries to the top or to the element their
 * hash names (a missing one: the top), and saves positions per history entry in sessionStorage.
 * A navigation that only changes the page's own state (a search box, a filter) passes
 * `preventScrollReset: true` and keeps the position.
 */
export function PageScroll() {
  return (
    <>
      <AnchorMotion />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
