import { useEffect, useRef, useState } from 'react';

/**
 * A function that stays the same across renders and calls the `callback` of the latest render: for what a
 * machine's provided action calls later (a navigation, a translation), since the provided logic is made once.
 * It must not be called during render (before the first effect it calls the first render's callback).
 */
export function useLatestCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  const [stable] = useState(
    () =>
      (...args: Args) =>
        latest.current(...args),
  );
  return stable;
}
