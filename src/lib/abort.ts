/**
 * Abort-signal helpers that work on every supported browser.
 *
 * `AbortSignal.any` arrived in Safari/iOS 17.4 and Firefox 124; the site supports Safari 16.4 and
 * Firefox 115 (package.json browserslist), where calling it throws. `AbortSignal.timeout` is not
 * controlled by test fake timers either. So calls build their deadline here from `setTimeout` and an
 * `AbortController`, and combine it with the caller's signal through `anySignal`.
 */

export interface CombinedSignal {
  signal: AbortSignal;
  /** Removes the listeners put on the source signals (a no-op with the native `AbortSignal.any`). */
  dispose(): void;
}

type AnyFn = (signals: Iterable<AbortSignal>) => AbortSignal;

function nativeAny(): AnyFn | undefined {
  const candidate = (AbortSignal as unknown as { any?: unknown }).any;
  return typeof candidate === 'function' ? (candidate as AnyFn).bind(AbortSignal) : undefined;
}

/**
 * One signal that aborts as soon as any of `signals` aborts, with that signal's reason.
 * Uses `AbortSignal.any` when the browser has it; otherwise an AbortController fed by listeners,
 * which are all removed once it aborts (or when `dispose()` is called).
 */
export function combineSignals(signals: readonly (AbortSignal | null | undefined)[]): CombinedSignal {
  const sources = signals.filter((s): s is AbortSignal => Boolean(s));
  const native = nativeAny();
  if (native) return { signal: native(sources), dispose: () => {} };

  const controller = new AbortController();
  const already = sources.find((s) => s.aborted);
  if (already) {
    controller.abort(already.reason);
    return { signal: controller.signal, dispose: () => {} };
  }
  const listeners: [AbortSignal, () => void][] = [];
  const dispose = () => {
    for (const [source, listener] of listeners) source.removeEventListener('abort', listener);
    listeners.length = 0;
  };
  for (const source of sources) {
    const listener = () => {
      dispose();
      controller.abort(source.reason);
    };
    listeners.push([source, listener]);
    source.addEventListener('abort', listener);
  }
  return { signal: controller.signal, dispose };
}

/** `AbortSignal.any(signals)` with a fallback for browsers that lack it. */
export function anySignal(signals: readonly (AbortSignal | null | undefined)[]): AbortSignal {
  return combineSignals(signals).signal;
}

export interface Deadline {
  /** Aborts when the time is up or when the caller's signal aborts. */
  signal: AbortSignal;
  /** True once the time ran out (as opposed to the caller aborting). */
  readonly timedOut: boolean;
  /** Stops the timer and removes the listeners; call it when the work is over. */
  clear(): void;
}

let deadlinesHeld = false;

/**
 * Makes the deadlines made from now on stand still (`hold` true) or run again (false): a held deadline never
 * runs out, and still aborts with the caller's signal. For Storybook only (.storybook/preview.tsx), whose mock
 * backend answers every call: a call a story's mock never answers on purpose (its "submitting", "checking" or
 * "sending" state, the Network toolbar's "no answer") keeps its pending state for as long as it is looked at,
 * on its own and in a Docs page's frame, instead of turning into a timeout error some seconds after it was
 * drawn. The timeouts themselves are tested in src/api/timeouts.test.ts.
 */
export function holdDeadlines(hold = true): void {
  deadlinesHeld = hold;
}

/**
 * A deadline of `ms` milliseconds, optionally tied to the caller's signal. Built on setTimeout, so
 * fake timers control it in tests (AbortSignal.timeout is not fakeable).
 */
export function deadline(ms: number, signal?: AbortSignal): Deadline {
  const timer = new AbortController();
  let timedOut = false;
  const id = deadlinesHeld
    ? undefined
    : setTimeout(() => {
        timedOut = true;
        timer.abort(new DOMException(`The operation timed out after ${ms} ms`, 'TimeoutError'));
      }, ms);
  const combined = signal ? combineSignals([signal, timer.signal]) : { signal: timer.signal, dispose: () => {} };
  return {
    signal: combined.signal,
    get timedOut() {
      return timedOut;
    },
    clear() {
      clearTimeout(id);
      combined.dispose();
    },
  };
}
