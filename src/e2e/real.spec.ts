import type { Page, Route } from '@playwright/test';
import { test, expect, untilInteractive } from './fixtures';

/**
 * Smoke test of the production bundle a real deployment ships: built with `VITE_API_BASE_URL` (no mock
 * backend at all), served by `vite preview` under the shipped security headers, with the API answered by
 * Playwright routes. Runs in the `real` project only (playwright.config.ts).
 */
export const REAL_API = 'http://localhost:4175';

test.use({ locale: 'pt-PT' });

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A JWT-shaped token with a real expiry, like the backend's. */
function token(kind: 'access' | 'refresh'): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ token_type: kind, exp, user_id: 7 })}.c2lnbmF0dXJl`;
}

type Api = { requests: { method: string; path: string; body: unknown }[] };

/** The backend, as Playwright routes: login, profile, contact and payment. */
async function routeApi(page: Page): Promise<Api> {
  const api: Api = { requests: [] };
  await page.route(`${REAL_API}/**`, async (route: Route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    const headers = { 'Access-Control-Allow-Origin': 'http://localhost:4174', 'Access-Control-Allow-Headers': '*' };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
    api.requests.push({ method: request.method(), path, body: request.postDataJSON() as unknown });
    const json = (status: number, body: unknown) => route.fulfill({ status, headers, json: body });
    if (path === '/api/auth/token/') return json(200, { access: token('access'), refresh: token('refresh') });
    if (path === '/api/users/profile/')
      return json(200, { success: true, user: { full_name: 'Rita Real', email: 'rita@example.com', country: 'PT' } });
    if (path === '/api/send_contact_email/') return json(200, { success: true });
    if (path === '/payment/') return json(200, { checkout_url: 'https://checkout.stripe.com/c/pay/cs_test_smoke' });
    if (path === '/api/auth/register/') return json(201, { id: 8, email: 'nova@example.com' });
    if (path === '/api/auth/password-reset/validate-token/') return json(200, { valid: true });
    if (path === '/api/auth/password-reset/confirm/') return json(200, { detail: 'Password has been reset.' });
    return json(404, { detail: 'Not found' });
  });
  return api;
}

test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'cookieConsent', value: 'accepted', url: 'http://localhost:4174' }]);
});

test("no mock backend: no demo ribbon, Workbox's service worker instead of MSW's, the MSW stub is served", async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('demo-ribbon')).toHaveCount(0);
  // One worker for the whole site, the offline one (#39), registered once the page is live.
  const workers = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const registrations = await navigator.serviceWorker.getRegistrations();
    return registrations.map((r) => ({ scope: r.scope, script: (r.active ?? r.waiting ?? r.installing)?.scriptURL }));
  });
  expect(workers).toEqual([{ scope: 'http://localhost:4174/', script: 'http://localhost:4174/sw.js' }]);
  const sw = await request.get('/sw.js');
  expect(sw.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(await sw.text()).not.toContain('INTEGRITY_CHECKSUM');
  const worker = await request.get('/mockServiceWorker.js');
  expect(await worker.text()).toContain('registration');
  expect(await worker.text()).not.toContain('INTEGRITY_CHECKSUM');
  const headers = (await request.get('/')).headers();
  expect(headers['content-security-policy']).toContain(`connect-src 'self' ${REAL_API}`);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('log in against the API: tokens kept, the profile name greets the visitor', async ({ page }) => {
  const api = await routeApi(page);
  await page.goto('/login');
  const main = page.locator('main');
  await main.getByRole('textbox', { name: /E-mail/ }).fill('rita@example.com');
  await main.getByLabel(/^Senha/).fill('Segura!123');
  await main.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(api.requests).toContainEqual({
    method: 'POST',
    path: '/api/auth/token/',
    body: { email: 'rita@example.com', password: 'Segura!123' },
  });
  await expect.poll(() => api.requests.some((r) => r.path === '/api/users/profile/')).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');
});

test('the contact page sends its message to the API', async ({ page }) => {
  const api = await routeApi(page);
  await page.goto('/contact');
  const form = page.locator('main form');
  await form.getByRole('textbox', { name: /Nome completo/ }).fill('Ana Lopes');
  await form.getByRole('textbox', { name: /Email/ }).fill('ana@example.com');
  await form.getByRole('textbox', { name: /Mensagem/ }).fill('Quero saber mais.');
  await form.getByRole('button', { name: /Enviar/ }).click();
  await expect
    .poll(() => api.requests.find((r) => r.path === '/api/send_contact_email/')?.body)
    .toEqual({
      full_name: 'Ana Lopes',
      email: 'ana@example.com',
      message: 'Quero saber mais.',
    });
  await expect(page.getByText('Obrigado pela sua mensagem!')).toBeVisible();
});

test("buying a book goes to the card provider's hosted checkout", async ({ page }) => {
  const api = await routeApi(page);
  // The hosted checkout page itself (off-site): answered here, so the navigation is observed, not made.
  await page.route('https://checkout.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Checkout</title><h1>Checkout</h1>' }),
  );
  await page.goto('/');
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem('access', access!);
      localStorage.setItem('refresh', refresh!);
      localStorage.setItem('isLoggedIn', 'true');
    },
    [token('access'), token('refresh')],
  );
  await page.goto('/book/3');
  await page.getByRole('button', { name: 'Comprar agora' }).first().click();
  await expect(page).toHaveURL('https://checkout.stripe.com/c/pay/cs_test_smoke');
  const payment = api.requests.find((r) => r.path === '/payment/');
  expect(payment?.body).toMatchObject({ cartItems: [expect.objectContaining({ bookId: 3, price: 1600, quantity: 1 })] });
});

test('on a browser without AbortSignal.any (Safari < 17.4, Firefox < 124) login, contact, register and reset work', async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (AbortSignal as unknown as { any?: unknown }).any;
  });
  const api = await routeApi(page);
  await page.goto('/login');
  expect(await page.evaluate(() => 'any' in AbortSignal)).toBe(false);
  const main = page.locator('main');
  await main.getByRole('textbox', { name: /E-mail/ }).fill('rita@example.com');
  await main.getByLabel(/^Senha/).fill('Segura!123');
  await main.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/contact');
  const form = page.locator('main form');
  await form.getByRole('textbox', { name: /Nome completo/ }).fill('Ana Lopes');
  await form.getByRole('textbox', { name: /Email/ }).fill('ana@example.com');
  await form.getByRole('textbox', { name: /Mensagem/ }).fill('Quero saber mais.');
  await form.getByRole('button', { name: /Enviar/ }).click();
  await expect(page.getByText('Obrigado pela sua mensagem!')).toBeVisible();
  expect(api.requests.map((r) => r.path)).toEqual(expect.arrayContaining(['/api/auth/token/', '/api/send_contact_email/']));
});

test('a translation file answering 500 is retried, then the start gives up with the translations screen (#10)', async ({
  page,
  allowProblems,
}) => {
  allowProblems(/translation|Failed to load resource|\[boot\]|i18next/);
  let attempts = 0;
  // The context's routes: the service worker's own requests too, once it has taken over the page (#39).
  await page.context().route(/\/assets\/translation\.pt\.[0-9a-f]+\.json$/, (route) => {
    attempts += 1;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '' });
  });
  await page.goto('/book/1');
  // product §9's retries (350 ms, doubling) until the boot's 8 s bound ends them.
  await expect(page.getByRole('heading', { level: 1, name: 'Não foi possível carregar o site' })).toBeVisible({
    timeout: 15_000,
  });
  expect(attempts).toBeGreaterThan(2);
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
});

/** What a request made while offline reports: expected in the offline tests (#39). */
const OFFLINE_FAILURES = /^(requestfailed: .* net::ERR_(INTERNET_DISCONNECTED|FAILED)|console: Failed to load resource)/;
const SENT_OFFLINE =
  'Sem ligação à internet: nada foi enviado. O que escreveu continua aqui; envie de novo quando a ligação for restabelecida.';

test('offline, the login and contact forms say nothing was sent, keep what was typed, and send once back online (#39)', async ({
  page,
  allowProblems,
}) => {
  allowProblems(OFFLINE_FAILURES);
  const api = await routeApi(page);
  // Playwright's routes answer even with the context offline: the API, as a real one, is out of reach then.
  let offline = false;
  const setOffline = async (value: boolean) => {
    offline = value;
    await page.context().setOffline(value);
  };
  await page.route(`${REAL_API}/**`, (route) => (offline ? route.abort('internetdisconnected') : route.fallback()));
  await page.goto('/login');
  await untilInteractive(page);
  const main = page.locator('main');
  const email = main.getByRole('textbox', { name: /E-mail/ });
  const password = main.getByLabel(/^Senha/);
  await email.fill('rita@example.com');
  await password.fill('Segura!123');
  await setOffline(true);
  await main.getByRole('button', { name: 'Entrar' }).click();
  await expect(main.getByText(SENT_OFFLINE)).toBeVisible();
  await expect(main.getByText('Falha no login. Por favor, tente novamente.')).toHaveCount(0);
  await expect(email).toHaveValue('rita@example.com');
  await expect(password).toHaveValue('Segura!123');
  expect(api.requests.filter((r) => r.path === '/api/auth/token/')).toHaveLength(0);
  await setOffline(false);
  await main.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/contact');
  await untilInteractive(page);
  const form = page.locator('main form');
  await form.getByRole('textbox', { name: /Nome completo/ }).fill('Ana Lopes');
  await form.getByRole('textbox', { name: /Email/ }).fill('ana@example.com');
  await form.getByRole('textbox', { name: /Mensagem/ }).fill('Quero saber mais.');
  await setOffline(true);
  await form.getByRole('button', { name: /Enviar/ }).click();
  await expect(form.getByRole('alert')).toHaveText(SENT_OFFLINE);
  await expect(form.getByRole('textbox', { name: /Nome completo/ })).toHaveValue('Ana Lopes');
  await expect(form.getByRole('textbox', { name: /Email/ })).toHaveValue('ana@example.com');
  await expect(form.getByRole('textbox', { name: /Mensagem/ })).toHaveValue('Quero saber mais.');
  expect(api.requests.filter((r) => r.path === '/api/send_contact_email/')).toHaveLength(0);
  await setOffline(false);
  await form.getByRole('button', { name: /Enviar/ }).click();
  await expect(page.getByText('Obrigado pela sua mensagem!')).toBeVisible();
});

/**
 * Whether the service worker holds this page and the code, translations and fonts it loaded (#39). The page is
 * handed to the worker once live (src/app/boot/serviceWorker.ts marks it when the worker has answered for every
 * address); the worker stores them a moment later, so callers poll.
 */
async function keptForOffline(page: Page): Promise<boolean> {
  await page.waitForFunction(() => document.documentElement.dataset.offlineReady !== undefined, null, { timeout: 30_000 });
  return page.evaluate(async () => {
    const assets = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(`${location.origin}/assets/`));
    const kept = await Promise.all([location.href, ...assets].map((url) => caches.match(url, { ignoreVary: true })));
    return kept.every(Boolean);
  });
}

test("a page read once opens again offline; an address never visited, an account page, an unknown address show the offline page in the visitor's language (#39)", async ({
  page,
  allowProblems,
}) => {
  allowProblems(OFFLINE_FAILURES);
  await page.goto('/book/1');
  await untilInteractive(page);
  const heading = page.locator('main').getByRole('heading', { level: 1 });
  const title = (await heading.textContent()) ?? '';
  expect(title).not.toBe('');
  await expect.poll(() => keptForOffline(page), { timeout: 30_000 }).toBe(true);

  await page.context().setOffline(true);
  await page.reload();
  await untilInteractive(page);
  await expect(heading).toHaveText(title);
  // The app runs from what was kept: its translations too (the cart link is the app's, in Portuguese).
  await expect(page.locator('footer').getByRole('link', { name: 'Carrinho', exact: true })).toBeVisible();

  // Never visited: the app shell, then the site's own offline page in Portuguese, inside the header and footer.
  await page.goto('/course/3');
  await expect(page.getByRole('heading', { level: 1, name: 'Sem ligação à internet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(page.locator('header').first()).toBeVisible();

  // Addresses the worker never keeps (the account pages) or never had: the same offline page.
  for (const address of ['/profile', '/wishlist', '/sem-esta-pagina']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: 'Sem ligação à internet' }), address).toBeVisible();
  }
  await page.goto('/course/3');
  // The app has started and found the page's code out of reach: only then does the connection come back (back
  // online while the start is still fetching is another story: the start judges the failure by the connection
  // it finds when it looks).
  await expect(page.getByRole('heading', { level: 1, name: 'Sem ligação à internet' })).toBeVisible();

  // Back online, that page opens by itself.
  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Sem ligação à internet' })).toHaveCount(0, { timeout: 30_000 });
  await expect(heading).not.toHaveText('');
});

test('nothing personal is kept by the service worker: no backend call, no account page (#39)', async ({ page }) => {
  const api = await routeApi(page);
  await page.goto('/login');
  await untilInteractive(page);
  await expect.poll(() => keptForOffline(page), { timeout: 30_000 }).toBe(true);
  const main = page.locator('main');
  await main.getByRole('textbox', { name: /E-mail/ }).fill('rita@example.com');
  await main.getByLabel(/^Senha/).fill('Segura!123');
  await main.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page.locator('main').getByText('rita@example.com').first()).toBeVisible();
  expect(api.requests.filter((r) => r.path === '/api/users/profile/').length).toBeGreaterThan(0);
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.filter((url) => !url.startsWith('http://localhost:4174/'))).toEqual([]);
  expect(kept.filter((url) => /\/(api|payment)\/|\/profile/.test(url))).toEqual([]);
});

test('the service worker keeps only the pages the build made: a same-origin page it did not make, or one marked private or no-store, is never stored', async ({
  page,
}) => {
  const context = page.context();
  // A backend on this origin (a supported set-up): its own pages, an admin site and a login page, answer 200 as
  // HTML with the visitor's cookie. Answered here on the site's own origin, as that backend would.
  await context.route(/^http:\/\/localhost:4174\/(admin|accounts)\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="pt"><title>Admin</title><link rel="icon" href="data:,"><main><h1>Administração de Rita Real</h1></main></html>',
    }),
  );
  // Pages the build made, which the host (or a proxy in front of it) marks as one person's, or as never to keep.
  const marked = { '/book/2': 'private, max-age=0', '/en/book/3': 'no-store' } as Record<string, string>;
  await context.route(/^http:\/\/localhost:4174\/(book\/2|en\/book\/3)$/, async (route) => {
    const response = await route.fetch();
    const cacheControl = marked[new URL(route.request().url()).pathname] ?? '';
    await route.fulfill({ response, headers: { ...response.headers(), 'cache-control': cacheControl } });
  });

  await page.goto('/');
  await untilInteractive(page);
  await expect.poll(() => keptForOffline(page), { timeout: 30_000 }).toBe(true);
  // Every one opened while the worker is in charge of the site, and handed to it the way the app hands the
  // page it opened (which the worker fetches itself).
  const hand = (address: string) =>
    page.evaluate(async (url) => {
      const registration = await navigator.serviceWorker.ready;
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        registration.active?.postMessage(
          { type: 'CACHE_URLS', payload: { urlsToCache: [[url, { headers: { Accept: 'text/html' } }]] } },
          [channel.port2],
        );
      });
    }, address);
  for (const address of ['/admin/', '/accounts/login/']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: 'Administração de Rita Real' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe('http://localhost:4174/sw.js');
    await hand(address);
  }
  for (const address of ['/book/2', '/en/book/3']) {
    await page.goto(address);
    await untilInteractive(page);
    await hand(address);
  }
  // A page the build made, answered as the host answers it: kept (so the check below can see a page kept).
  await page.goto('/book/1');
  await untilInteractive(page);
  const kept = async () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls.map((url) => new URL(url).pathname);
    });
  await expect.poll(kept, { timeout: 30_000 }).toContain('/book/1');
  expect((await kept()).filter((path) => /^\/(admin|accounts)\/|^\/book\/2$|^\/en\/book\/3$/.test(path))).toEqual([]);
});

test.describe('an English visitor (#39)', () => {
  test.use({ locale: 'en-GB' });

  test('offline, an address never visited in the English space shows the offline page in English', async ({
    page,
    allowProblems,
  }) => {
    allowProblems(OFFLINE_FAILURES);
    await page.goto('/en/book/1');
    await untilInteractive(page);
    await expect.poll(() => keptForOffline(page), { timeout: 30_000 }).toBe(true);
    await page.context().setOffline(true);
    for (const address of ['/en/course/3', '/en/profile']) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: 'No internet connection' }), address).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
  });
});
