import { useEffect, useRef } from 'react';

type Focusable = { focus: (options?: FocusOptions) => void } | null;

/**
 * Moves focus to the first invalid field after each submit attempt (`attempt` changes) — the
 * field named by `field`, looked up in the refs the form registered.
 */
export function useFocusOnAttempt<F extends string>(field: F | null | undefined, attempt: number | undefined) {
  const refs = useRef<Partial<Record<F, Focusable>>>({});
  useEffect(() => {
    if (!attempt || !field) return;
    refs.current[field]?.focus();
    // Only a new attempt moves focus; the field alone changing (typing) must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  const register = (name: F) => (node: Focusable) => {
    refs.current[name] = node;
  };
  return register;
}
