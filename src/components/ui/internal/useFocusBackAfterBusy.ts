import { useCallback, useEffect, useRef } from 'react';

/**
 * A form that disables its controls while it is busy (sending) loses the keyboard focus: the browser takes it
 * from the control the visitor submitted from as that control is disabled, and leaves it on the page's body, so
 * after a failure a keyboard user starts again from the top of the page. This puts the focus back on that control
 * once the form is no longer busy, unless something else has taken it meanwhile (a field the form focuses for an
 * error, a thank-you heading, another page).
 *
 * Returns the function the form calls when it is submitted, to remember where the focus was.
 */
export function useFocusBackAfterBusy(busy: boolean): () => void {
  const submittedFrom = useRef<HTMLElement | null>(null);
  const wasBusy = useRef(busy);

  useEffect(() => {
    const ended = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (!ended) return;
    const control = submittedFrom.current;
    submittedFrom.current = null;
    if (!control) return;
    // After the frame's other effects: a form that focuses a field or a message for the failure goes first (no
    // stop on the control on the way there).
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!control.isConnected || (active !== null && active !== document.body)) return;
      control.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [busy]);

  return useCallback(() => {
    const active = document.activeElement;
    submittedFrom.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);
}
