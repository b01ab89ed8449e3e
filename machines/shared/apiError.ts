/**
 * The failure vocabulary of backend calls, shared by the API client (which throws it) and the machines (which
 * read it to choose a message): pure, no I/O.
 */

/**
 * Normalised failure of any backend call. Every call resolves or rejects with this,
 * so callers handle exactly four kinds of failure.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'malformed';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** Parsed JSON body of an HTTP error (or its text), when there was one. */
  readonly body: unknown;
  /**
   * A 'network' failure while the browser said it had no connection (`navigator.onLine === false`, read by
   * the API client as the call failed): the visitor is offline, not the server down.
   */
  readonly offline: boolean;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: { status?: number; body?: unknown; cause?: unknown; offline?: boolean } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status;
    this.body = options.body;
    this.offline = kind === 'network' && options.offline === true;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The call could not be sent because the visitor is offline: forms say so, with their text kept,
 * instead of their generic failure. The fact travels in the error (see ApiError.offline), so machines
 * stay pure.
 */
export function isOfflineFailure(error: unknown): boolean {
  return isApiError(error) && error.offline;
}

/** A string field of an error body, if present: body.detail, body.error, body.message... */
export function bodyString(body: unknown, key: string): string | undefined {
  if (body && typeof body === 'object' && key in body) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/** First string of an array field of an error body (DRF style: { email: ["..."] }). */
export function bodyFirst(body: unknown, key: string): string | undefined {
  if (body && typeof body === 'object' && key in body) {
    const value = (body as Record<string, unknown>)[key];
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}
