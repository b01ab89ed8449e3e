import type { z } from 'zod/mini';
import { config } from '@/config/env';
import { TIMINGS } from '@/config/constants';

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

export interface RequestOptions<S extends z.ZodMiniType | undefined> {
  method?: 'GET' | 'POST';
  body?: unknown;
  token?: string;
  timeoutMs?: number;
  /** Response schema; the body is validated and a mismatch is a 'malformed' error. */
  schema?: S;
  /** Read the body as text instead of JSON. */
  text?: boolean;
  signal?: AbortSignal;
  /** Absolute URL instead of a path under the backend base URL. */
  absolute?: boolean;
}

export function apiUrl(path: string): string {
  return `${config.apiBaseUrl}${path}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * fetch with a timeout, JSON encoding and normalised errors.
 * Resolves with the validated body for 2xx responses; rejects with ApiError otherwise.
 */
export async function request<S extends z.ZodMiniType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<S extends z.ZodMiniType ? z.infer<S> : unknown> {
  const { method = 'GET', body, token, timeoutMs = TIMINGS.requestTimeout, schema, text, signal, absolute } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const headers: Record<string, string> = { Accept: text ? 'text/plain' : 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(absolute ? path : apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: combined,
    });
  } catch (cause) {
    if (timeout.aborted) throw new ApiError('timeout', `Request timed out after ${timeoutMs} ms`, { cause });
    throw new ApiError('network', 'Network request failed', { cause });
  }

  if (text) {
    let content: string;
    try {
      content = await response.text();
    } catch (cause) {
      throw new ApiError('network', 'Could not read the response', { cause, status: response.status });
    }
    if (!response.ok) throw new ApiError('http', `HTTP ${response.status}`, { status: response.status, body: content });
    return content as never;
  }

  let parsed: unknown;
  try {
    parsed = await readBody(response);
  } catch (cause) {
    if (timeout.aborted) throw new ApiError('timeout', `Request timed out after ${timeoutMs} ms`, { cause });
    throw new ApiError('network', 'Could not read the response', { cause, status: response.status });
  }

  if (!response.ok) {
    throw new ApiError('http', `HTTP ${response.status}`, { status: response.status, body: parsed });
  }
  if (!schema) return parsed as never;
  const result = schema.safeParse(parsed);
  if (!result.success) {
    throw new ApiError('malformed', 'Unexpected response shape', { status: response.status, body: parsed, cause: result.error });
  }
  return result.data as never;
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
