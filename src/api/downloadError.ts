import { isApiError } from '@machines/shared';

/**
 * Translation key of a failed PDF download's message (product §8): a 404 gives 'File not found (404)',
 * other HTTP errors name their status; network, timeout and bad files have their own text.
 */
export function downloadErrorKey(error: unknown): { key: string; status?: number } {
  if (!isApiError(error)) return { key: 'publications.downloadErrors.network' };
  switch (error.kind) {
    case 'http':
      return error.status === 404 || error.status === undefined
        ? { key: 'publications.downloadErrors.notFound' }
        : { key: 'publications.downloadErrors.http', status: error.status };
    case 'timeout':
      return { key: 'publications.downloadErrors.timeout' };
    case 'malformed':
      return { key: 'publications.downloadErrors.malformed' };
    default:
      return { key: 'publications.downloadErrors.network' };
  }
}
