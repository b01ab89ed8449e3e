import { describe, expect, it } from 'vitest';
import { ApiError } from '@machines/shared';
import { downloadErrorKey } from '@/api/downloadError';

describe('downloadErrorKey', () => {
  it('maps a 404 to the not-found message', () => {
    expect(downloadErrorKey(new ApiError('http', 'File not found (404)', { status: 404 }))).toEqual({
      key: 'publications.downloadErrors.notFound',
    });
  });

  it('names the status of other HTTP errors', () => {
    expect(downloadErrorKey(new ApiError('http', 'x', { status: 503 }))).toEqual({
      key: 'publications.downloadErrors.http',
      status: 503,
    });
  });

  it('maps network, timeout, malformed and unknown errors', () => {
    expect(downloadErrorKey(new ApiError('network', 'x')).key).toBe('publications.downloadErrors.network');
    expect(downloadErrorKey(new ApiError('timeout', 'x')).key).toBe('publications.downloadErrors.timeout');
    expect(downloadErrorKey(new ApiError('malformed', 'x')).key).toBe('publications.downloadErrors.malformed');
    expect(downloadErrorKey(new Error('boom')).key).toBe('publications.downloadErrors.network');
  });
});
