import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * Draws an open `Modal` in the page's flow, for an anatomy figure: the component's own markup and styles, but
 * not modal. Before the dialog's effect calls `showModal()` (passive effects run after every layout effect),
 * each dialog inside gets an own `showModal` that only sets `open`: no top layer, no backdrop, no focus move,
 * so the docs page neither jumps to it nor goes inert; and it is placed in the flow (a dialog that is not modal
 * is absolutely positioned by the browser), so the figure grows around it. The Modal also locks the page's
 * scroll when it opens; that is undone once its effect has run (this component's effect runs after its
 * children's).
 */
export function StillDialogs({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const overflow = useRef('');
  useLayoutEffect(() => {
    overflow.current = document.body.style.overflow;
    for (const dialog of root.current?.querySelectorAll('dialog') ?? []) {
      dialog.showModal = () => dialog.setAttribute('open', '');
      dialog.style.position = 'static';
      dialog.style.margin = '0';
    }
  }, []);
  useEffect(() => {
    document.body.style.overflow = overflow.current;
  }, []);
  return <div ref={root}>{children}</div>;
}
