import { describe, expect, it, vi } from 'vitest';

// Workbox's modules name the worker's global scope as they load; here that scope is Node's.
vi.hoisted(() => {
  (globalThis as { self?: unknown }).self ??= globalThis;
});

const { keptAnswers } = await import('./strategies');

describe('how the service worker matches what it kept', () => {
  const answers = keptAnswers('v1');

  it("hands a hashed file to every request for its address, whatever the answer's Vary", () => {
    expect(answers.hashedAssets.matchOptions).toMatchObject({ ignoreVary: true });
  });

  it('hands a page or an image only to a request its Vary fits (a page kept in one language is not the other)', () => {
    expect(answers.pages.matchOptions?.ignoreVary).toBeFalsy();
    expect(answers.images.matchOptions?.ignoreVary).toBeFalsy();
  });
});
