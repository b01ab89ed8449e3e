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

  constructor(kind: ApiErrorKind, message: string, options: { status?: number; body?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status;
    this.body = options.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
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
