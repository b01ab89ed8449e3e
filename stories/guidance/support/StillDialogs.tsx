import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * Draws an open `Modal` in the page's flow, for an anatomy figure: the component's own markup and styles, but
 * not modal. Before the dialog's effect calls `showModal()` (passive effects run after every layout effect),
 * each dialog inside gets an own `showModal` that only sets `open`: no top layer, no backdrop, no focus move,
 * so the docs page neither jumps to it nor goes inert. The Modal also locks the page's scroll when it opens;
 * that is undone once its effect has run (this component's effect runs after its children's).
 */
export function StillDialogs({ height, children }: { height: number; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const overflow = useRef('');
  useLayoutEffect(() => {
    overflow.current = document.body.style.overflow;
    for (const dialog of root.current?.querySelectorAll('dialog') ?? []) {
      dialog.showModal = () => dialog.setAttribute('open', '');
    }
  }, []);
  useEffect(() => {
    document.body.style.overflow = overflow.current;
  }, []);
  return (
    <div ref={root} style={{ position: 'relative', height }}>
      {children}
    </div>
  );
}
