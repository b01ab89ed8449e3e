import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * Shared fixtures: every test fails on console errors, page errors and failed same-site requests,
 * and nothing may leave localhost (the breach lookup is answered by the mock service worker).
 * `problems` can be inspected; `allowProblems(regex)` tolerates expected ones (e.g. a deliberate 404).
 */
type Fixtures = {
  problems: string[];
  allowProblems: (pattern: RegExp) => void;
  axe: (page?: Page) => Promise<void>;
  /** Start with a clean slate and the cookie banner already answered (the banner has its own tests). */
  freshPage: Page;
};

export const test = base.extend<Fixtures>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    const allowed: RegExp[] = [];
    (page as Page & { __allowed?: RegExp[] }).__allowed = allowed;
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.on('requestfailed', (req) => {
      const url = req.url();
      if (!url.startsWith('http://localhost')) return;
      const failure = req.failure()?.errorText ?? '';
      if (failure.includes('ERR_ABORTED')) return; // navigation away, cancelled media
      problems.push(`requestfailed: ${url} ${failure}`);
    });
    page.on('response', (res) => {
      if (res.status() >= 400 && res.url().startsWith('http://localhost')) problems.push(`http ${res.status()}: ${res.url()}`);
    });
    // Nothing leaves localhost. The breach lookup is answered by the mock service worker, which
    // Playwright's routing never sees; anything that would reach the real network is refused.
    await page.route(/^(?!http:\/\/localhost|data:|blob:)/, (route) => route.abort('blockedbyclient'));
    await use(problems);
    const remaining = problems.filter((p) => !allowed.some((re) => re.test(p)));
    expect(remaining, 'console errors, page errors or failed requests').toEqual([]);
  },
  allowProblems: async ({ page }, use) => {
    await use((pattern) => {
      (page as Page & { __allowed?: RegExp[] }).__allowed?.push(pattern);
    });
  },
  axe: async ({ page }, use) => {
    await use(async (target = page) => {
      const results = await new AxeBuilder({ page: target }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
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
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 15_000 });
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
