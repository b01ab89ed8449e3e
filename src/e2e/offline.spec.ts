import { test, expect, mockReady, untilInteractive } from './fixtures';

/**
 * Works on a train (#39, item 1): a page whose code is not loaded yet, asked for while the
 * connection is gone, shows the site's own offline page between the header and the footer (no reload onto
 * the browser's error page), and opens by itself once the connection is back.
 */

test.use({ locale: 'pt-PT' });

/**
 * What a request made while offline reports: expected here. (Through the mock service worker a request
 * fails as net::ERR_FAILED; straight from the page as net::ERR_INTERNET_DISCONNECTED.)
 */
const OFFLINE_FAILURES = /^(requestfailed: .* net::ERR_(INTERNET_DISCONNECTED|FAILED)|console: Failed to load resource)/;

test('offline, a link to a page not loaded yet stays on the site and opens once back online', async ({
  freshPage: page,
  context,
  allowProblems,
}) => {
  allowProblems(OFFLINE_FAILURES);
  await page.goto('/about');
  await mockReady(page);
  await untilInteractive(page);
  // A reload would lose this mark.
  await page.evaluate(() => ((window as Window & { __samePage?: boolean }).__samePage = true));

  await context.setOffline(true);

  await page.locator('footer').getByRole('link', { name: 'Carrinho', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sem ligação à internet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  // The header and footer are still the site's.
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBe(true);

  // "Try again" while still offline keeps the offline page.
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sem ligação à internet' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Carrinho de compras' })).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBe(true);
});
