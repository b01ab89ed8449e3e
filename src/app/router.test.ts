import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareRouterStart } from './router';

function fakeWindow(sessionStorage: () => unknown) {
  const history = {
    state: null as unknown,
    replaceState: vi.fn((state: unknown) => {
      history.state = state;
    }),
  };
  const win = { history };
  Object.defineProperty(win, 'sessionStorage', { get: sessionStorage });
  return win;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prepareRouterStart', () => {
  it("keys a fresh history entry and opens the tab's session storage, before the router is made", () => {
    let opened = 0;
    const win = fakeWindow(() => ({
      get length() {
        opened += 1;
        return 0;
      },
    }));
    vi.stubGlobal('window', win);
    prepareRouterStart();
    expect(win.history.replaceState).toHaveBeenCalledTimes(1);
    expect(win.history.state).toEqual({ key: expect.stringMatching(/^[a-z0-9]{8}$/), idx: 0 });
    expect(opened).toBe(1);
    // A second keying (createAppRouter's own) leaves the keyed entry alone.
    prepareRouterStart();
    expect(win.history.replaceState).toHaveBeenCalledTimes(1);
  });

  it('does without session storage where the browser blocks it', () => {
    const win = fakeWindow(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.stubGlobal('window', win);
    expect(() => prepareRouterStart()).not.toThrow();
    expect(win.history.replaceState).toHaveBeenCalledTimes(1);
  });
});
