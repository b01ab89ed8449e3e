import type { BrowserContext, Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';
import { test, expect, freezeTime, mockReady, seedDemoSession, untilInteractive } from './fixtures';
import type { ProductType } from '@machines/commerce';

/**
 * Commerce end to end on the production build with the mock backend: login gates, cart,
 * free-shipping notice, checkout through the hosted-checkout stand-in, payment outcomes, expiry,
 * two tabs in sync. Axe scans each commerce screen once, in the journey that reaches it (a cart with
 * a book and a course, the cancelled page with a retry, the wishlist full and empty); the empty cart,
 * payment success and the session-expired alert are scanned in the route sweep (shell.spec.ts).
 * The toast's 3 s and the 300 s expiry run on Playwright's clock.
 */

const ADD_TO_CART = { name: 'Adicionar ao carrinho', exact: true } as const;

/** The app renders only after the mock backend has started (src/app/start.tsx awaits it). */

/** Logs the demo account in by seeding the tokens obtained from POST /api/auth/token/ (answered by the mock). */
async function logIn(page: Page) {
  await page.goto('/');
  await mockReady(page);
  await seedDemoSession(page, { i18nextLng: 'pt' });
}

type StoredLine = { type: ProductType; id: number; title: string; price: number | string; quantity: number };

async function seed(
  page: Page,
  values: { cart?: StoredLine[]; cartExpiresInMs?: number; wishlist?: { id: number; type: string }[]; last?: object },
) {
  await page.evaluate((v) => {
    if (v.cart)
      localStorage.setItem('cart', JSON.stringify({ value: v.cart, expiry: Date.now() + (v.cartExpiresInMs ?? 300_000) }));
    if (v.wishlist) localStorage.setItem('wishlistItems', JSON.stringify(v.wishlist));
    if (v.last) localStorage.setItem('lastCheckedProduct', JSON.stringify({ value: v.last, expiry: Date.now() + 300_000 }));
  }, values);
}

/** Logged in, a cart of one book and a wishlist of another in storage, the cart page open and live. */
async function openCartWithOneBook(page: Page) {
  await logIn(page);
  await seed(page, {
    cart: [{ type: 'book', id: 3, title: 'Autismo e Processamento Sensorial', price: 16, quantity: 1 }],
    wishlist: [{ id: 2, type: 'book' }],
  });
  await page.goto('/cart');
  await untilInteractive(page);
  await expect(page.getByRole('link', { name: 'Autismo e Processamento Sensorial' })).toBeVisible();
}

const freeShipping = (page: Page) => page.getByTestId('free-shipping-notice');

/** A toast (role status) holding the text; its visually hidden tone prefix is ignored. */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notificações' }).locator('[aria-live="polite"]').getByText(text);
const infoToast = (page: Page, text: string) => page.getByRole('region', { name: 'Notificações' }).getByText(text);

test.describe('commerce', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', 'pt');
    });
  });

  test('logged out on a book: add to cart goes to /login and adds nothing; the wishlist button shows the info toast, then /login', async ({
    freshPage: page,
  }) => {
    await page.goto('/book/1');
    await page.getByRole('button', ADD_TO_CART).first().click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

    await page.goto('/book/2');
    await page.getByRole('button', { name: 'Adicionar à lista de desejos' }).click();
    await expect(infoToast(page, 'Por favor, faça login para adicionar à lista de desejos')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('buy: two books and a course, quantities, free-shipping notice, stand-in checkout, pay, success with a cleared cart', async ({
    freshPage: page,
    axe,
  }) => {
    await logIn(page);
    for (const path of ['/book/1', '/book/2']) {
      await page.goto(path);
      await page.getByRole('button', ADD_TO_CART).first().click();
      await expect(page.getByRole('button', { name: 'Adicionado ao carrinho' }).first()).toBeDisabled();
    }

    await page.goto('/cart');
    await expect(page.getByRole('link', { name: 'Integração Sensorial no Dia a Dia' })).toBeVisible();
    await expect(page.getByTestId('cart-subtotal')).toHaveText('28,90 €');
    await expect(page.getByTestId('cart-shipping')).toHaveText('3,99 €');
    await expect(freeShipping(page)).toContainText('Portes grátis em compras acima de 50,00 €: faltam 21,11 €');

    await page.getByRole('button', { name: 'Aumentar a quantidade de Integração Sensorial no Dia a Dia' }).click();
    await expect(page.getByTestId('cart-subtotal')).toHaveText('42,90 €');
    await expect(freeShipping(page)).toContainText('faltam 7,11 €');

    const book2Quantity = page.getByRole('spinbutton', { name: 'Quantidade de Brincar para Crescer' });
    await book2Quantity.fill('3');
    await book2Quantity.blur();
    await expect(page.getByTestId('cart-subtotal')).toHaveText('72,70 €');
    await expect(page.getByTestId('cart-shipping')).toHaveText('Grátis');
    await expect(freeShipping(page)).toContainText('A sua encomenda tem portes grátis!');

    await page.goto('/course/2');
    await page.getByRole('button', ADD_TO_CART).first().click();
    await page.goto('/cart');
    await expect(page.getByText('6 artigos')).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText('422,70 €');
    await axe();

    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    await expect(page).toHaveURL(/\/mock-checkout\?session=/);
    await expect(page.getByText('Esta página de pagamento é apenas uma demonstração', { exact: false })).toBeVisible();
    await expect(page.getByTestId('mock-checkout-total')).toHaveText('422,70 €');
    await expect(page.getByText('Processamento Sensorial: Avaliação e Intervenção (24 h)')).toBeVisible();

    await page.getByRole('button', { name: /^Pagar/ }).click();
    await expect(page).toHaveURL(/\/payment-success/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento concluído!' })).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(/^#[1-9]\d{5}$/);
    await expect(page.getByTestId('order-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(page.getByText('Cartão de crédito')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

    await page.getByRole('link', { name: 'Continuar a comprar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'O seu carrinho está vazio' })).toBeVisible();
  });

  test('cancel on the stand-in page, then retry from the cancelled page', async ({ freshPage: page, axe }) => {
    await logIn(page);
    await seed(page, {
      cart: [
        { type: 'book', id: 3, title: 'Autismo e Processamento Sensorial', price: 16, quantity: 2 },
        { type: 'course', id: 4, title: 'Curso 4', price: '350 €', quantity: 1 },
      ],
    });
    await page.goto('/cart');
    await expect(page.getByTestId('cart-total')).toHaveText('382,00 €');
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    await expect(page).toHaveURL(/\/mock-checkout\?session=/);
    await page.getByRole('button', { name: 'Cancelar e voltar à loja' }).click();

    await expect(page).toHaveURL(/\/payment-cancelled$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento cancelado' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await axe();
    await page.getByLabel('Porque cancelou o pagamento?').selectOption('too-expensive');
    await expect(page.getByText('Obrigado pela sua resposta.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contactar o apoio' })).toHaveAttribute('href', '/contact');

    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page).toHaveURL(/\/mock-checkout\?session=/);
    await expect(page.getByTestId('mock-checkout-total')).toHaveText('382,00 €');
  });

  test('retry from the last product of a single buy', async ({ freshPage: page }) => {
    await logIn(page);
    await page.goto('/book/3');
    await page.getByRole('button', { name: 'Comprar agora' }).first().click();
    await expect(page).toHaveURL(/\/mock-checkout\?session=/);
    await expect(page.getByTestId('mock-checkout-total')).toHaveText('16,00 €');
    await page.getByRole('button', { name: 'Cancelar e voltar à loja' }).click();
    await expect(page).toHaveURL(/\/payment-cancelled$/);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page).toHaveURL(/\/mock-checkout\?session=/);
    await expect(page.getByTestId('mock-checkout-total')).toHaveText('16,00 €');
  });

  test('300 s after the last change the open cart empties itself; 300 s on the cancelled page purge the cart and show the session-expired alert', async ({
    freshPage: page,
  }) => {
    await page.clock.install();
    await logIn(page);
    const addBook3 = async () => {
      await page.goto('/book/3');
      await page.getByRole('button', ADD_TO_CART).first().click();
      await expect(page.getByRole('button', { name: 'Adicionado ao carrinho' }).first()).toBeDisabled();
    };

    await addBook3();
    await page.goto('/cart');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('16,00 €');
    await page.clock.fastForward('05:00');
    await expect(page.getByRole('heading', { name: 'O seu carrinho está vazio' })).toBeVisible();

    await addBook3();
    await page.goto('/payment-cancelled');
    const retry = page.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toBeVisible();
    await page.clock.fastForward('05:00');
    await expect(page.getByRole('alert')).toHaveText('Sua sessão expirou. Por favor, inicie o processo de compra novamente.');
    await expect(retry).toHaveCount(0);
    expect(await page.evaluate(() => [localStorage.getItem('cart'), localStorage.getItem('lastCheckedProduct')])).toEqual([
      null,
      null,
    ]);
  });

  test('wishlist: books and courses, add to cart and remove with a message that hides after 3 s; no axe violations full or empty', async ({
    freshPage: page,
    axe,
  }) => {
    await page.clock.install();
    await logIn(page);
    await seed(page, {
      wishlist: [
        { id: 1, type: 'book' },
        { id: 2, type: 'course' },
      ],
    });
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { level: 2, name: 'Livros' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Cursos' })).toBeVisible();
    await axe();

    // The toast hides 3000 ms after it shows, on the page's clock (not while hovered: the pointer moves away).
    await freezeTime(page);
    await page.getByRole('button', { name: 'Adicionar Integração Sensorial no Dia a Dia ao carrinho' }).click();
    await page.mouse.move(0, 0);
    const added = toast(page, 'Adicionado ao carrinho');
    await expect(added).toBeVisible();
    await expect(page.getByRole('button', { name: 'No carrinho' })).toBeDisabled();
    await page.clock.runFor(2999);
    await expect(added).toBeVisible();
    await page.clock.runFor(1);
    await expect(added).toBeHidden();
    await page.clock.resume();

    await page.getByRole('button', { name: /^Remover Processamento Sensorial/ }).click();
    await expect(toast(page, 'Removido da lista de desejos')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Cursos' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Remover Integração/ }).click();
    await expect(page.getByRole('heading', { name: 'A sua lista de desejos está vazia' })).toBeVisible();
    await axe();
    await page.getByRole('link', { name: 'Voltar à página inicial' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('two tabs stay in sync (cart and wishlist)', async ({
    freshPage: page,
    context,
  }: {
    freshPage: Page;
    context: BrowserContext;
  }) => {
    await logIn(page);
    const other = await context.newPage();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'O seu carrinho está vazio' })).toBeVisible();

    await other.goto('/book/3');
    await untilInteractive(other);
    await other.getByRole('button', ADD_TO_CART).first().click();
    await expect(page.getByRole('link', { name: 'Autismo e Processamento Sensorial' })).toBeVisible();
    await expect(page.getByTestId('cart-subtotal')).toHaveText('16,00 €');

    await page.getByRole('button', { name: 'Aumentar a quantidade de Autismo e Processamento Sensorial' }).click();
    await other.goto('/cart');
    await untilInteractive(other);
    await expect(other.getByTestId('cart-subtotal')).toHaveText('32,00 €');
    await other.getByRole('button', { name: 'Remover Autismo e Processamento Sensorial do carrinho' }).click();
    await expect(page.getByRole('heading', { name: 'O seu carrinho está vazio' })).toBeVisible();

    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { name: 'A sua lista de desejos está vazia' })).toBeVisible();
    await other.goto('/book/2');
    await untilInteractive(other);
    await other.getByRole('button', { name: 'Adicionar à lista de desejos' }).first().click();
    await expect(page.getByRole('link', { name: 'Brincar para Crescer' })).toBeVisible();
    await other.close();
  });

  test('a page shown again (pageshow, persisted) reads the cart and wishlist afresh, with no storage event to tell it', async ({
    page,
  }) => {
    await openCartWithOneBook(page);
    await expect(page.getByRole('link', { name: 'Lista de desejos, 1 item' })).toBeVisible();
    // Changed from this tab, which hears no storage event of its own changes, then shown again as the
    // back/forward cache shows a page: only the page's own re-read can bring the change in.
    await page.evaluate(() => {
      localStorage.removeItem('cart');
      localStorage.setItem(
        'wishlistItems',
        JSON.stringify([
          { id: 4, type: 'book' },
          { id: 5, type: 'book' },
        ]),
      );
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await expect(page.getByRole('heading', { name: 'O seu carrinho está vazio' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lista de desejos, 2 itens' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  });

  test('a tab shown again from the back/forward cache shows the cart and wishlist as they are now, and never writes back its old ones', async ({
    playwright,
    baseURL,
  }) => {
    // Playwright turns the back/forward cache off, and the suite's headless shell has none: the whole browser,
    // launched with it on, as a visitor's is.
    const browser = await playwright.chromium.launch({
      executablePath: chromiumPath,
      args: chromiumArgs,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    });
    try {
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', 'pt');
        // Chromium hands a page back from the cache the storage events it missed, and may bring the changes into
        // the page's storage only after `pageshow`: the page's own re-read is checked alone (the test above).
        // The demo's mock backend pings its worker every few seconds, and the worker's answer reaching a page in
        // the cache evicts it ("serviceworker-postmessage"): a visitor's site has no such worker, so no ping here.
        const send = ServiceWorker.prototype.postMessage;
        ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: Parameters<ServiceWorker['postMessage']>) {
          if (args[0] !== 'KEEPALIVE_REQUEST') send.apply(this, args);
        } as ServiceWorker['postMessage'];
        const shows: boolean[] = [];
        (window as Window & { __restored?: boolean[] }).__restored = shows;
        window.addEventListener('pageshow', (event) => shows.push(event.persisted));
      });
      await openCartWithOneBook(page);
      // Chromium keeps no page that is left with a request still open: the cart page has finished loading.
      await page.waitForLoadState('networkidle');
      await page.goto('/book/1');
      await untilInteractive(page);

      // Meanwhile, in another tab, the cart is emptied and the wishlist changed: the cached page hears nothing.
      const other = await context.newPage();
      await other.goto('/book/1');
      await other.evaluate(() => {
        localStorage.removeItem('cart');
        localStorage.setItem('wishlistItems', JSON.stringify([{ id: 4, type: 'book' }]));
      });
      await other.close();

      await page.goBack({ waitUntil: 'commit' });
      await expect
        .poll(() => page.evaluate(() => (window as Window & { __restored?: boolean[] }).__restored?.at(-1)), {
          message: 'the cart page came back from the back/forward cache',
        })
        .toBe(true)
        .catch(async (error: Error) => {
          // Why Chromium did not keep it, for the one reading the failure.
          const reasons = await page.evaluate(() =>
            JSON.stringify(
              (performance.getEntriesByType('navigation')[0] as { notRestoredReasons?: unknown })?.notRestoredReasons,
            ),
          );
          throw new Error(`${error.message}\nnotRestoredReasons: ${reasons}`);
        });
      await expect(page.getByRole('heading', { name: 'O seu carrinho está vazio' })).toBeVisible();
      expect(await page.evaluate(() => [localStorage.getItem('cart'), localStorage.getItem('wishlistItems')])).toEqual([
        null,
        JSON.stringify([{ id: 4, type: 'book' }]),
      ]);
      await page.goto('/wishlist');
      await expect(page.getByRole('link', { name: 'Brincar para Crescer' })).toHaveCount(0);
    } finally {
      await browser.close();
    }
  });

  test('the stand-in page: unknown session shows an error with a link home', async ({ freshPage: page, allowProblems }) => {
    allowProblems(/http 404: .*__mock\/checkout\/nope/);
    allowProblems(/Failed to load resource: the server responded with a status of 404/);
    await page.goto('/mock-checkout?session=nope');
    await expect(page.getByRole('heading', { level: 1, name: 'Sessão de pagamento não encontrada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar à página inicial' }).first()).toHaveAttribute('href', '/');
  });
});
