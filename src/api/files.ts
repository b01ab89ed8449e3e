import { ApiError, TIMINGS } from '@machines/shared';
import { deadline } from '@/lib/abort';

/**
 * Static files under the site origin (product §7 "GET a static PDF", §8 "PDF download").
 * The download is a real fetch so a failure is detected and reported, not a silent dead link.
 */

/** Message of a failed file fetch; a 404 gives exactly 'File not found (404)' (product §8). */
export function fileErrorMessage(kind: ApiError['kind'], status?: number): string {
  if (kind === 'http') return status === 404 ? 'File not found (404)' : `HTTP error (${status ?? 'unknown'})`;
  if (kind === 'timeout') return 'The download timed out';
  if (kind === 'malformed') return 'The file is not a valid document';
  return 'Network error';
}

function fail(kind: ApiError['kind'], options: { status?: number; cause?: unknown } = {}): ApiError {
  return new ApiError(kind, fileErrorMessage(kind, options.status), options);
}

/** Only same-site absolute paths are fetched ('/pdfs/x.pdf'), never another origin. */
export function isSameOriginPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** A .pdf path must give a PDF: its first bytes are '%PDF-'. */
async function looksLikePdf(blob: Blob): Promise<boolean> {
  const head = await blob.slice(0, 5).text();
  return head === '%PDF-';
}

/**
 * Fetches a same-origin static file as a Blob. Rejects with ApiError:
 * 'http' (404 → 'File not found (404)'), 'network', 'timeout', or 'malformed' when a '.pdf' path
 * answers with something that is not a PDF (JSON, text). An HTML page served instead of the file (a
 * single-page-app fallback for a missing file) counts as a 404.
 */
export async function fetchFile(path: string, options: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<Blob> {
  if (!isSameOriginPath(path)) throw fail('http', { status: 404 });
  const { timeoutMs = TIMINGS.requestTimeout, signal } = options;
  const limit = deadline(timeoutMs, signal);
  try {
    let response: Response;
    try {
      response = await fetch(path, {
        signal: limit.signal,
        headers: { Accept: 'application/pdf,application/octet-stream;q=0.9,*/*;q=0.5' },
      });
    } catch (cause) {
      throw fail(limit.timedOut ? 'timeout' : 'network', { cause });
    }
    if (!response.ok) throw fail('http', { status: response.status });
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('text/html')) throw fail('http', { status: 404 });
    let blob: Blob;
    try {
      blob = await response.blob();
    } catch (cause) {
      throw fail(limit.timedOut ? 'timeout' : 'network', { cause, status: response.status });
    }
    if (/\.pdf$/i.test(path.split(/[?#]/)[0] ?? '') && !(await looksLikePdf(blob)))
      throw fail('malformed', { status: response.status });
    return blob;
  } finally {
    limit.clear();
  }
}

/** The last path segment, used as the saved file's name. */
export function fileNameOf(path: string): string {
  const name = path.split(/[?#]/)[0]?.split('/').pop();
  return name ? decodeURIComponent(name) : 'download';
}

/** Hands a Blob to the browser as a download through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches a same-origin file and triggers its download. Rejects with ApiError on failure. */
export async function downloadFile(path: string, fileName: string = fileNameOf(path)): Promise<void> {
  const blob = await fetchFile(path);
  saveBlob(blob, fileName);
}
