import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * Shared fixtures: every test fails on console errors, page errors and failed same-site requests,
 * and nothing may leave localhost (the breach lookup is answered by the mock service worker).
 * `problems` can be inspected; `allowProblems(regex)` tolerates expected ones (e.g. a deliberate 404).
 */
type Options = {
  /**
   * Keep the mock backend's simulated latency (150-700 ms per call, mocks/scenarios.ts). Off by default:
   * a test waits for what the page shows, not for a fake network; a test that asserts a pending state
   * turns it on with `test.use({ mockLatency: true })` and drives it with `page.clock`.
   */
  mockLatency: boolean;
};

type Fixtures = {
  problems: string[];
  allowProblems: (pattern: RegExp) => void;
  axe: (page?: Page) => Promise<void>;
  /** Start with a clean slate and the cookie banner already answered (the banner has its own tests). */
  freshPage: Page;
};

export const test = base.extend<Fixtures & Options & { _mockLatencySwitch: void }>({
  mockLatency: [false, { option: true }],
  _mockLatencySwitch: [
    async ({ context, mockLatency }, use) => {
      if (!mockLatency) {
        await context.addInitScript(() => {
          (window as Window & { __mockLatency?: number }).__mockLatency = 0;
        });
      }
      await use();
    },
    { auto: true },
  ],
  // Automatic: every test, even one that only takes `{ page }`, is checked.
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      (page as Page & { __allowed?: RegExp[] }).__allowed = allowed;
      let notFoundDocuments = 0;
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
      });
      page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
      page.on('requestfailed', (req) => {
        const url = req.url();
        const failure = req.failure()?.errorText ?? '';
        // Nothing leaves localhost: Chromium resolves no other host (src/e2e/chromium.ts), so any request
        // that would reach the real network fails here. (The breach lookup is answered by the mock
        // service worker before it gets that far; a test's own page.route answers before it too.)
        if (!url.startsWith('http://localhost')) {
          problems.push(`off-site request: ${req.method()} ${url} ${failure}`);
          return;
        }
        if (failure.includes('ERR_ABORTED')) return; // navigation away, cancelled media
        problems.push(`requestfailed: ${url} ${failure}`);
      });
      page.on('response', (res) => {
        if (res.status() < 400 || !res.url().startsWith('http://localhost')) return;
        // An unknown address answers the not-found page with 404, as the static host does (_redirects).
        if (res.status() === 404 && res.request().resourceType() === 'document') {
          notFoundDocuments += 1;
          return;
        }
        problems.push(`http ${res.status()}: ${res.url()}`);
      });
      // The shipped Content-Security-Policy is served by `vite preview`: any violation fails the test.
      await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
        problems.push(`csp: ${text}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
          report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      await leaveOnlySettledPages(page);
      await use(problems);
      // Chromium logs every 404 document load as a console error: one per not-found page is expected.
      let excused = notFoundDocuments;
      const remaining = problems.filter((p) => {
        if (excused > 0 && /^console: Failed to load resource: .*status of 404/.test(p)) {
          excused -= 1;
          return false;
        }
        return !allowed.some((re) => re.test(p));
      });
      expect(remaining, 'console errors, page errors, CSP violations, failed or off-site requests').toEqual([]);
    },
    { auto: true },
  ],
  allowProblems: async ({ page }, use) => {
    await use((pattern) => {
      (page as Page & { __allowed?: RegExp[] }).__allowed?.push(pattern);
    });
  },
  axe: async ({ page }, use) => {
    await use(async (target = page) => {
      // A scan of an element still fading in (a toast, a message) measures its contrast mid-way and fails at
      // random: wait for the page's finite animations and transitions to end first (2 s at most).
      await target.evaluate(async () => {
        const running = document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
        await Promise.race([
          Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
          new Promise((resolve) => setTimeout(resolve, 2000)),
        ]);
      });
      // Only violations are collected: axe skips building node lists for passes and incomplete results.
      // Legacy mode runs axe in the page itself; the default opens and closes a blank page for every
      // scan to merge per-frame results (the site has no iframes), about half a second each.
      const results = await new AxeBuilder({ page: target })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .options({ resultTypes: ['violations'] })
        .setLegacyMode()
        .analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary, 'axe violations').toEqual([]);
    });
  },
  freshPage: async ({ page, problems: _problems }, use) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('__e2e_init')) {
        sessionStorage.setItem('__e2e_init', '1');
        document.cookie = 'cookieConsent=accepted; path=/; max-age=3600';
      }
    });
    await use(page);
  },
});

export { expect };

/** Waits until the mock service worker controls the page and the app has rendered its main landmark. */
export async function mockReady(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 15_000, polling: 50 });
  await expect(page.locator('#main')).toBeAttached({ timeout: 15_000 });
}

/**
 * Logs the demo account in by storing the tokens the mock backend issues for POST /api/auth/token/,
 * as the login page does. Call on a page the app has loaded; `extra` entries are stored too.
 */
export async function seedDemoSession(page: Page, extra: Record<string, string> = {}) {
  await page.evaluate(async (entries) => {
    const res = await fetch('/api/auth/token/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com', password: 'Demo!2345' }),
    });
    const tokens = (await res.json()) as { access: string; refresh: string };
    localStorage.setItem('access', tokens.access);
    localStorage.setItem('refresh', tokens.refresh);
    localStorage.setItem('isLoggedIn', 'true');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, extra);
}

/**
 * Stops the page's timers where they stand: from here only `page.clock.runFor` / `fastForward` move
 * time (the clock must have been installed, before the page loaded). The pause lands one second ahead
 * of the page's current time, so it never falls behind a clock that is still running. Axe needs the
 * page's timers: call `page.clock.resume()` before a scan.
 */
export async function freezeTime(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/**
 * A prerendered page is on screen before its script has run; a click or a keystroke before the app
 * hydrates it would go nowhere (as for a visitor on a slow phone). Waits for `<html data-interactive>`
 * (src/app/boot/FirstCommit.tsx), on pages of the app (a PDF or another document has no #root).
 */
export async function untilInteractive(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.interactive !== undefined,
    null,
    // Checked every 20 ms, not on every animation frame (the default): polling by frame makes the page draw
    // a frame for each check for as long as it waits, on every navigation of every test.
    { timeout: 15_000, polling: 20 },
  );
}

/**
 * A full navigation (goto, reload, back, forward) first waits until the page's own fetches have been
 * answered. Leaving a page with a call in flight is not what the tests mean to check, and with the mock
 * backend it fails at random: the unloading page tells the mock service worker it is gone, the worker
 * passes its pending call through to `vite preview`, and the 404 is recorded as a problem (seen as the
 * flaky "accessibility of the account screens": GET /api/users/profile/ 404 while going to /profile
 * straight after a login).
 */
async function leaveOnlySettledPages(page: Page) {
  await page.addInitScript(() => {
    const w = window as Window & { __e2eInflight?: number };
    const original = w.fetch.bind(w);
    w.__e2eInflight = 0;
    w.fetch = (...args: Parameters<typeof fetch>) => {
      w.__e2eInflight! += 1;
      const done = () => {
        w.__e2eInflight! -= 1;
      };
      const pending = original(...args);
      pending.then(done, done);
      return pending;
    };
  });
  const inflight = () => page.evaluate(() => (window as Window & { __e2eInflight?: number }).__e2eInflight ?? 0).catch(() => 0);
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      await expect.poll(inflight, { message: `fetches still in flight before ${name}`, timeout: 10_000 }).toBe(0);
      const response = await navigate(...args);
      await untilInteractive(page);
      return response;
    };
  }
}
