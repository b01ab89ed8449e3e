import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@machines/shared';
import { runBoot, type BootSteps } from './runBoot';

function steps(overrides: Partial<BootSteps> = {}) {
  const rendered: string[] = [];
  const all: BootSteps = {
    startMocks: () => Promise.resolve(),
    loadTranslations: () => Promise.resolve(),
    renderApp: () => void rendered.push('app'),
    renderFailure: (kind) => void rendered.push(`failure:${kind}`),
    ...overrides,
  };
  return { all, rendered };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('runBoot', () => {
  it('starts the mocks, loads the translations, then renders the app', async () => {
    const order: string[] = [];
    const { all, rendered } = steps({
      startMocks: async () => void order.push('mocks'),
      loadTranslations: async () => void order.push('translations'),
    });
    await expect(runBoot(all)).resolves.toBe('started');
    expect(order).toEqual(['mocks', 'translations']);
    expect(rendered).toEqual(['app']);
  });

  it('a mock worker that fails to start (private window, service workers off) shows the failure screen, not a blank page', async () => {
    const loadTranslations = vi.fn(() => Promise.resolve());
    const { all, rendered } = steps({
      startMocks: () => Promise.reject(new DOMException('Failed to register a ServiceWorker', 'SecurityError')),
      loadTranslations,
    });
    await expect(runBoot(all)).resolves.toBe('mocks');
    expect(rendered).toEqual(['failure:mocks']);
    expect(loadTranslations).not.toHaveBeenCalled();
  });

  it(`a mock worker that never starts ends in the failure screen after ${TIMINGS.mockWorkerTimeout} ms`, async () => {
    const { all, rendered } = steps({ startMocks: () => new Promise(() => {}) });
    const outcome = runBoot(all);
    await vi.advanceTimersByTimeAsync(TIMINGS.mockWorkerTimeout - 1);
    expect(rendered).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('mocks');
    expect(rendered).toEqual(['failure:mocks']);
  });

  it('translations that fail show their failure screen (with its retry)', async () => {
    const { all, rendered } = steps({ loadTranslations: () => Promise.reject(new Error('timeout')) });
    await expect(runBoot(all)).resolves.toBe('translations');
    expect(rendered).toEqual(['failure:translations']);
  });

  it('an app that throws while rendering shows the generic screen', async () => {
    const { all, rendered } = steps({
      renderApp: () => {
        throw new Error('#root is missing');
      },
    });
    await expect(runBoot(all)).resolves.toBe('generic');
    expect(rendered).toEqual(['failure:generic']);
  });
});
