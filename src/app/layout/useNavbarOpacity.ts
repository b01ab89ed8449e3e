import { useEffect, useState } from 'react';
import { navbarOpacity } from '@/lib/navbarOpacity';

/** The navbar's background opacity for the current scroll position, updated at most once per frame. */
export function useNavbarOpacity(): number {
  // The first render shows the top of the page's opacity, as the prerendered header does; the scroll position is
  // read in the first frame after the commit. Read here, `scrollY` made the browser restyle and lay out the
  // whole page inside the header's hydration.
  const [opacity, setOpacity] = useState(() => navbarOpacity(0));
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setOpacity(navbarOpacity(window.scrollY));
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    // The first reading waits for a frame too: read straight after the commit, scrollY would make the browser
    // lay the page out inside the start-up task.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);
  return opacity;
}
