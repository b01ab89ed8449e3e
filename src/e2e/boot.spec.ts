import { test, expect } from './fixtures';

/**
 * The start of the site when a step fails (#10): instead of a blank or half-working page, the boot
 * failure screen in the visitor's language, with a retry. In a real browser, on the prerendered page
 * (whose markup is replaced by the screen). Desktop only.
 */
test.describe('boot failures', () => {
  test.use({ locale: 'pt-PT' });

  test('service workers refused (private windows): the demo says it cannot start', async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'block', locale: 'pt-PT' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/book/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Não foi possível iniciar a demonstração' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    // The prerendered book page is gone: nothing on screen pretends to work.
    await expect(page.getByRole('heading', { name: 'Integração Sensorial no Dia a Dia' })).toHaveCount(0);
    expect(errors.some((text) => text.includes('[boot] The site could not start (mocks)'))).toBe(true);
    await context.close();
  });

  // A failure of the first request (the demo's service worker does not control the page yet; its later
  // requests pass through the worker, out of Playwright's reach: the 5xx retries are in real.spec.ts).
  for (const [failure, answer] of [
    ['answered 404', { status: 404 }],
    ['answered a malformed body', { status: 200, body: '{"not json' }],
  ] as const) {
    test(`the translation file ${failure}: the translations screen`, async ({ page, allowProblems }) => {
      allowProblems(/translation|Failed to load resource|\[boot\]|i18next/);
      await page.route(/\/assets\/translation\.pt\.[0-9a-f]+\.json$/, (route) =>
        route.fulfill({ status: answer.status, contentType: 'application/json', body: 'body' in answer ? answer.body : '' }),
      );
      await page.goto('/book/1');
      await expect(page.getByRole('heading', { level: 1, name: 'Não foi possível carregar o site' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    });
  }
});
