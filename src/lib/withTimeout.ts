/** Rejection of `withTimeout` when the deadline passes first. */
export class TimeoutError extends Error {
  constructor(
    readonly label: string,
    readonly timeoutMs: number,
  ) {
    super(`${label} did not finish within ${timeoutMs} ms`);
    this.name = 'TimeoutError';
  }
}

/**
 * The promise's outcome, or a TimeoutError once `timeoutMs` has passed (the promise itself is not
 * cancelled; its late outcome is ignored). The timer is cleared as soon as the promise settles.
 */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number, label = 'The operation'): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(label, timeoutMs)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
