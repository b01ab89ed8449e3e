import i18next from 'i18next';
import type { z } from 'zod/mini';
import { config } from '@/config/env';
import { ApiError, TIMINGS } from '@machines/shared';
import { deadline } from '@/lib/abort';
import { activeLanguage } from '@/i18n/localePath';

export interface RequestOptions<S extends z.ZodMiniType | undefined> {
  method?: 'GET' | 'POST';
  body?: unknown;
  token?: string;
  timeoutMs?: number;
  /** Response schema; the body is validated and a mismatch is a 'malformed' error. */
  schema?: S;
  /** Read the body as text instead of JSON. */
  text?: boolean;
  /**
   * The caller does not use a successful answer's body (product §7: password-reset request and
   * validate-token): any 2xx resolves with undefined, whatever it holds. Error bodies are still read.
   */
  ignoreBody?: boolean;
  signal?: AbortSignal;
  /**
   * Absolute URL instead of a path under the backend base URL: a third party (the breach range lookup), not
   * the backend, so no Accept-Language is added (a custom header would cost it a CORS preflight).
   */
  absolute?: boolean;
}

/** The language tags the backend is asked for: the site's two languages. */
export type BackendLanguage = 'pt-PT' | 'en';

/**
 * The `Accept-Language` of a backend call: the page's active language (`activeLanguage`), not the
 * browser's, read at each call so a language switch counts from the next call on. A real Django REST backend
 * translates its messages by it; the mock backend answers in it (mocks/handlers/messages.ts). Undefined while
 * i18next holds no language (Node tests, before the boot): the header is then left to the platform.
 * The header is CORS-safelisted (letters and a hyphen), so it adds no preflight to a backend on another origin.
 */
export function backendLanguage(
  instance: { resolvedLanguage?: string; language?: string } = i18next,
): BackendLanguage | undefined {
  if (!instance.resolvedLanguage && !instance.language) return undefined;
  return activeLanguage(instance) === 'en' ? 'en' : 'pt-PT';
}

export function apiUrl(path: string): string {
  return `${config.apiBaseUrl}${path}`;
}

/** The browser says it has no connection; false where there is no navigator (Node). */
function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The body as text, plus its JSON value when it is JSON; an empty body is undefined. */
async function readBody(response: Response): Promise<{ text: string; json: unknown; isJson: boolean }> {
  const text = await response.text();
  if (!text.trim()) return { text, json: undefined, isJson: true };
  try {
    return { text, json: JSON.parse(text) as unknown, isJson: true };
  } catch {
    return { text, json: text, isJson: false };
  }
}

/**
 * fetch with a timeout, JSON encoding and normalised errors.
 * Resolves with the validated body for 2xx responses; rejects with ApiError otherwise:
 * - 'network': no answer, or the answer could not be read; `offline` when the browser said it had no
 *   connection at that moment;
 * - 'timeout': no complete answer within `timeoutMs` (default TIMINGS.requestTimeout);
 * - 'http': a non-2xx status, with the parsed body (or its text);
 * - 'malformed': a 2xx whose body is not JSON (an HTML page from a proxy or captive portal) or does
 *   not match the schema. An empty 2xx body is not malformed (undefined, unless the schema refuses it).
 * The deadline is a setTimeout (lib/abort), so fake timers drive it in tests, and it is combined with
 * the caller's signal without AbortSignal.any (missing on Safari < 17.4, Firefox < 124).
 */
export async function request<S extends z.ZodMiniType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<S extends z.ZodMiniType ? z.infer<S> : unknown> {
  const { method = 'GET', body, token, timeoutMs = TIMINGS.requestTimeout, schema, text, ignoreBody, signal, absolute } = options;
  const headers: Record<string, string> = { Accept: text ? 'text/plain' : 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const language = absolute ? undefined : backendLanguage();
  if (language) headers['Accept-Language'] = language;

  const limit = deadline(timeoutMs, signal);
  const timedOut = (cause: unknown) => new ApiError('timeout', `Request timed out after ${timeoutMs} ms`, { cause });
  try {
    let response: Response;
    try {
      response = await fetch(absolute ? path : apiUrl(path), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: limit.signal,
        // An answer for a signed-in visitor is theirs alone: neither the browser's cache nor a shared
        // computer's next visitor may see it again.
        ...(token && { cache: 'no-store' as const }),
      });
    } catch (cause) {
      if (limit.timedOut) throw timedOut(cause);
      throw new ApiError('network', 'Network request failed', { cause, offline: browserOffline() });
    }

    if (text) {
      let content: string;
      try {
        content = await response.text();
      } catch (cause) {
        if (limit.timedOut) throw timedOut(cause);
        throw new ApiError('network', 'Could not read the response', {
          cause,
          status: response.status,
          offline: browserOffline(),
        });
      }
      if (!response.ok) throw new ApiError('http', `HTTP ${response.status}`, { status: response.status, body: content });
      return content as never;
    }

    let read: Awaited<ReturnType<typeof readBody>>;
    try {
      read = await readBody(response);
    } catch (cause) {
      if (limit.timedOut) throw timedOut(cause);
      throw new ApiError('network', 'Could not read the response', { cause, status: response.status, offline: browserOffline() });
    }

    if (!response.ok) {
      throw new ApiError('http', `HTTP ${response.status}`, { status: response.status, body: read.json });
    }
    if (ignoreBody) return undefined as never;
    if (!read.isJson) {
      // Keep only the start of the text: enough to recognise a portal page in a log, no more.
      throw new ApiError('malformed', 'The response is not JSON', { status: response.status, body: read.text.slice(0, 200) });
    }
    if (!schema) return read.json as never;
    const result = schema.safeParse(read.json);
    if (!result.success) {
      throw new ApiError('malformed', 'Unexpected response shape', {
        status: response.status,
        body: read.json,
        cause: result.error,
      });
    }
    return result.data as never;
  } finally {
    limit.clear();
  }
}
