import type { Page } from '@playwright/test';
import { test, expect, seedDemoSession } from './fixtures';

/**
 * App shell end to end (issue 2) on the production build with the mock backend: every route of the
 * spec's route table renders, the privacy aliases are the same page, unknown paths show the not-found
 * page, axe on the shell pages, the navbar (dropdowns, Escape, outside click, browser back, opacity,
 * mobile menu timings, viewport, language switch, user icon and logout), the cookie banner and the footer.
 */

/** SPEC §2 route table (dynamic segments with sample values). */
const ROUTES = [
  '/',
  '/login',
  '/register',
  '/recuperar-senha',
  '/reset-password/abc/def',
  '/contact',
  '/cart',
  '/course/1',
  '/book/1',
  '/lancamento/0',
  '/profile',
  '/wishlist',
  '/dashboard',
  '/privacy',
  '/privacy-policy',
  '/politica',
  '/politica-privacidade',
  '/politica-cookies',
  '/termos-condicoes',
  '/payment-success',
  '/payment-cancelled',
  '/about',
  '/about-detail',
  '/nossos-valores',
  '/cursos',
  '/mentorias',
  '/imersoes',
  '/artigos-teses',
  '/mentorship-details',
  '/imersao-details',
] as const;

const PRIVACY_ALIASES = ['/privacy', '/privacy-policy', '/politica', '/politica-privacidade'] as const;

/** Expected failed calls per route (the sample reset link is invalid on purpose). */
const EXPECTED_PROBLEMS: Partial<Record<(typeof ROUTES)[number], RegExp>> = {
  // The browser logs the 4xx as "Failed to load resource ... status of 400" without the URL.
  '/reset-password/abc/def': /password-reset\/validate-token|status of 40\d/,
};

test.use({ locale: 'pt-PT' });

const header = (page: Page) => page.getByTestId('site-header');
const mainHeading = (page: Page) => page.locator('main').getByRole('heading', { level: 1 }).first();

/** The app renders only once the mock service worker has started (main.tsx), so a rendered header means mocks are on. */
async function mockReady(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 15_000 });
  await expect(header(page)).toBeVisible();
}

/** Logs the demo account in with tokens from POST /api/auth/token/ (answered by the mock). */
async function logIn(page: Page) {
  await page.goto('/privacy');
  await mockReady(page);
  await seedDemoSession(page);
  await page.reload();
}

test.describe('routes', () => {
  for (const route of ROUTES) {
    test(`${route} renders a page`, async ({ freshPage: page, allowProblems }) => {
      const expected = EXPECTED_PROBLEMS[route];
      if (expected) allowProblems(expected);
      await page.goto(route);
      await expect(page.getByRole('heading').first()).toBeVisible();
      // Let the page's own calls finish so any failure among them is caught.
      await page.waitForLoadState('networkidle');
      await expect(header(page)).toBeVisible();
      await expect(page.getByTestId('site-footer')).toBeVisible();
      await expect(page.getByTestId('not-found')).toHaveCount(0);
    });
  }

  test('the four privacy aliases render the same page', async ({ freshPage: page }) => {
    const texts: string[] = [];
    for (const route of PRIVACY_ALIASES) {
      await page.goto(route);
      await expect(mainHeading(page)).toHaveText('Política de Privacidade');
      texts.push(await page.locator('main').innerText());
    }
    expect(new Set(texts).size).toBe(1);
    await expect(page.locator('main').getByRole('heading', { level: 2, name: /^\d\. / })).toHaveCount(9);
    await expect(page.locator('main').getByRole('link', { name: 'contacto@terapiaocupacional.example' }).first()).toBeVisible();
  });

  test('legal pages: dated 02/04/2025 with 9, 6 and 8 numbered sections and a <title>', async ({ freshPage: page }) => {
    for (const [route, title, sections] of [
      ['/privacy', 'Política de Privacidade', 9],
      ['/politica-cookies', 'Política de Cookies', 6],
      ['/termos-condicoes', 'Termos e Condições', 8],
    ] as const) {
      await page.goto(route);
      await expect(mainHeading(page)).toHaveText(title);
      await expect(page.locator('main time[datetime="2025-04-02"]')).toHaveText('02/04/2025');
      await expect(page.locator('main').getByRole('heading', { level: 2, name: /^\d\. / })).toHaveCount(sections);
      await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
    }
  });

  test('the table of contents scrolls to its section', async ({ freshPage: page }) => {
    await page.goto('/termos-condicoes');
    await page.getByRole('navigation', { name: 'Índice' }).getByRole('link', { name: 'Propriedade intelectual' }).click();
    await expect(page).toHaveURL(/\/termos-condicoes#terms-7$/);
    await expect
      .poll(async () => page.locator('#terms-7').evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 })
      .toBeLessThan(150);
  });

  test('an unknown path shows the not-found page with links home and to contact', async ({ freshPage: page }) => {
    await page.goto('/esta-pagina-nao-existe');
    await expect(mainHeading(page)).toHaveText('Página não encontrada');
    await expect(page).toHaveTitle(/^Página não encontrada \| /);
    await expect(page.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'Falar connosco' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('accessibility of the shell pages', () => {
  for (const route of ['/', '/privacy', '/politica-cookies', '/termos-condicoes', '/esta-pagina-nao-existe']) {
    test(`axe: ${route}`, async ({ freshPage: page, axe }) => {
      await page.goto(route);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await axe();
    });
  }

  test('axe: the cookie banner and the open menus', async ({ page, axe }, testInfo) => {
    await page.goto('/privacy');
    await expect(page.getByRole('dialog', { name: 'Este site utiliza cookies' })).toBeVisible();
    await axe();
    await page.getByRole('button', { name: 'Aceitar' }).click();
    if (testInfo.project.name === 'mobile') {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByTestId('mobile-menu')).toHaveAttribute('data-state', 'open');
    } else {
      await page.getByRole('button', { name: 'Formações' }).click();
    }
    await axe();
  });
});

test.describe('navbar', () => {
  test('the logo goes home', async ({ freshPage: page }) => {
    await page.goto('/privacy');
    await page.getByRole('link', { name: /página inicial$/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('background opacity is 0.95 at the top and 0.65 after 200 px of scroll', async ({ freshPage: page }) => {
    // The alpha of the header's background; touch viewports may scroll to fractional positions and the
    // background eases between values, so the check allows a hundredth either way.
    const alpha = async () => {
      const color = await header(page).evaluate((el) => getComputedStyle(el).backgroundColor);
      const parts = /rgba?\(([^)]+)\)/.exec(color)?.[1]?.split(',') ?? [];
      return parts.length === 4 ? Number(parts[3]) : 1;
    };
    const expectAlpha = (value: number) => expect.poll(async () => Math.abs((await alpha()) - value) <= 0.01).toBe(true);
    const scrollTo = (top: number) => page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

    await page.goto('/privacy');
    await expectAlpha(0.95);
    await scrollTo(100);
    await expectAlpha(0.8);
    await scrollTo(200);
    await expectAlpha(0.65);
    await scrollTo(900);
    await expectAlpha(0.65);
    await scrollTo(0);
    await expectAlpha(0.95);
  });

  test('the header is sticky with the theme height', async ({ freshPage: page }) => {
    await page.goto('/privacy');
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    await expect.poll(async () => (await header(page).boundingBox())?.y).toBe(0);
    expect((await header(page).boundingBox())?.height).toBe(64);
  });

  test.describe('desktop', () => {
    test.beforeEach(({ freshPage: _page }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'dropdowns are shown from 768 px');
    });

    test('dropdowns: only one open; Escape closes and returns focus; an outside click closes', async ({ freshPage: page }) => {
      await page.goto('/privacy');
      const trainings = page.getByRole('button', { name: 'Formações' });
      const resources = page.getByRole('button', { name: 'Recursos' });
      const account = page.getByRole('button', { name: 'Menu da conta' });

      await trainings.click();
      await expect(trainings).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('link', { name: 'Mentorias' })).toBeVisible();
      await resources.click();
      await expect(trainings).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('link', { name: 'Mentorias' })).toBeHidden();
      await expect(page.getByRole('link', { name: 'Artigos e Teses' })).toBeVisible();
      await account.click();
      await expect(resources).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(account).toHaveAttribute('aria-expanded', 'false');
      await expect(account).toBeFocused();

      await resources.focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('link', { name: 'Livros' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('link', { name: 'Artigos e Teses' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(resources).toBeFocused();
      await expect(resources).toHaveAttribute('aria-expanded', 'false');

      await trainings.click();
      await page.mouse.click(640, 600);
      await expect(trainings).toHaveAttribute('aria-expanded', 'false');
    });

    test('browser back closes an open dropdown', async ({ freshPage: page }) => {
      await page.goto('/privacy');
      await page.getByRole('link', { name: 'Contacto' }).first().click();
      await expect(page).toHaveURL(/\/contact$/);
      const resources = page.getByRole('button', { name: 'Recursos' });
      await resources.click();
      await expect(resources).toHaveAttribute('aria-expanded', 'true');
      await page.goBack();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(resources).toHaveAttribute('aria-expanded', 'false');
    });

    test('menu items: dropdown links, home anchors (scroll on /, navigate elsewhere) and contact', async ({
      freshPage: page,
    }) => {
      await page.goto('/privacy');
      await page.getByRole('button', { name: 'Recursos' }).click();
      await page.getByRole('link', { name: 'Nossos valores' }).click();
      await expect(page).toHaveURL(/\/nossos-valores$/);
      await page.getByRole('button', { name: 'Recursos' }).click();
      await page.getByRole('link', { name: 'Artigos e Teses' }).click();
      await expect(page).toHaveURL(/\/artigos-teses$/);

      await page.getByRole('button', { name: 'Formações' }).click();
      await page.getByRole('link', { name: 'Cursos' }).click();
      await expect(page).toHaveURL(/\/#cursos$/);
      await expect
        .poll(() => page.locator('#cursos').evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 })
        .toBeLessThan(120);

      // Same anchor again on /: it scrolls back to the section.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.getByRole('button', { name: 'Formações' }).click();
      await page.getByRole('link', { name: 'Cursos' }).click();
      await expect
        .poll(() => page.locator('#cursos').evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 })
        .toBeLessThan(120);

      await page.getByRole('link', { name: 'Conheça-me' }).click();
      await expect(page).toHaveURL(/\/#about$/);
      await expect
        .poll(() => page.locator('#about').evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 })
        .toBeLessThan(120);
    });

    test('user icon: black and welcoming when logged out; green with the name when logged in; logout', async ({
      freshPage: page,
    }) => {
      await page.goto('/privacy');
      const account = page.getByRole('button', { name: 'Menu da conta' });
      await expect(page.getByTestId('user-icon')).toHaveCSS('color', 'rgb(31, 42, 46)');
      await account.hover();
      await expect(page.getByRole('tooltip')).toHaveText('Bem-vindo(a)! Inicie sessão para aceder à sua conta.');
      await account.click();
      await expect(page.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
      await expect(page.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/register');
      await page.keyboard.press('Escape');

      await logIn(page);
      await expect(page.getByTestId('user-icon')).toHaveCSS('color', 'rgb(30, 122, 70)');
      await page.mouse.move(0, 400);
      await account.hover();
      await expect(page.getByRole('tooltip')).toHaveText('Olá, Ana Demo');
      await account.click();
      await expect(page.getByTestId('user-menu').getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/profile');
      await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
      await page.getByRole('button', { name: 'Terminar sessão' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(account).toHaveAttribute('aria-expanded', 'false');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('refresh')])).toEqual([null, null]);
      await expect(page.getByTestId('user-icon')).toHaveCSS('color', 'rgb(31, 42, 46)');
    });

    test('an expired session: black icon and "O seu login expirou"', async ({ freshPage: page }) => {
      await page.goto('/privacy');
      await page.evaluate(() => {
        const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
        const token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ exp: Math.floor(Date.now() / 1000) - 60 })}.mock-signature`;
        localStorage.setItem('access', token);
        localStorage.setItem('isLoggedIn', 'true');
      });
      await page.reload();
      await expect(page.getByTestId('user-icon')).toHaveCSS('color', 'rgb(31, 42, 46)');
      await page.getByRole('button', { name: 'Menu da conta' }).hover();
      await expect(page.getByRole('tooltip')).toHaveText('O seu login expirou');
    });

    test('wishlist and cart shortcuts with counts', async ({ freshPage: page }) => {
      await logIn(page);
      await page.evaluate(() => {
        localStorage.setItem(
          'wishlistItems',
          JSON.stringify([
            { id: 1, type: 'book' },
            { id: 2, type: 'book' },
          ]),
        );
      });
      await page.reload();
      await expect(page.getByRole('link', { name: 'Lista de desejos, 2 itens' })).toHaveAttribute('href', '/wishlist');
      await expect(page.getByRole('link', { name: 'Carrinho, 0 artigos' })).toHaveAttribute('href', '/cart');
    });

    test('language switch changes the text and <html lang>, and survives a reload', async ({ freshPage: page }) => {
      await page.goto('/privacy');
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
      await page.getByRole('button', { name: 'English' }).click();
      await expect(mainHeading(page)).toHaveText('Privacy Policy');
      await expect(page.getByRole('button', { name: 'Trainings' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await expect(mainHeading(page)).toHaveText('Privacy Policy');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.getByRole('button', { name: 'Português' }).click();
      await expect(mainHeading(page)).toHaveText('Política de Privacidade');
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    });
  });

  test.describe('mobile', () => {
    test.beforeEach(({ freshPage: _page }, testInfo) => {
      test.skip(testInfo.project.name !== 'mobile', 'the mobile menu exists below 768 px');
    });

    test('the mobile menu opens, closes after the delay and navigates after closing', async ({ freshPage: page }) => {
      await page.goto('/privacy');
      const hamburger = page.getByRole('button', { name: 'Menu' });
      const menu = page.getByTestId('mobile-menu');
      await expect(hamburger).toHaveAttribute('aria-controls', 'mobile-menu');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Formações' })).toBeHidden();

      await hamburger.click();
      await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toHaveAttribute('data-state', 'open');
      await expect(menu.getByRole('link', { name: 'Entrar' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Carrinho, 0 artigos' })).toBeVisible();
      await expect(menu.getByRole('group', { name: 'Idioma' })).toBeVisible();

      await hamburger.click();
      await expect(menu).toHaveAttribute('data-state', 'closing');
      await expect(menu).toBeHidden();

      await hamburger.click();
      await expect(menu).toHaveAttribute('data-state', 'open');
      const started = Date.now();
      await menu.getByRole('link', { name: 'Contacto' }).click();
      await expect(menu).toHaveAttribute('data-state', 'closing');
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page).toHaveURL(/\/contact$/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
      await expect(menu).toBeHidden();
      await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    });

    test('Escape closes the mobile menu and returns focus; an anchor navigates to /#id', async ({ freshPage: page }) => {
      await page.goto('/privacy');
      const hamburger = page.getByRole('button', { name: 'Menu' });
      const menu = page.getByTestId('mobile-menu');
      await hamburger.click();
      await expect(menu).toHaveAttribute('data-state', 'open');
      await menu.getByRole('link', { name: 'Livros' }).focus();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(hamburger).toBeFocused();

      await hamburger.click();
      await menu.getByRole('link', { name: 'Livros' }).click();
      await expect(page).toHaveURL(/\/#livros$/);
      await expect
        .poll(() => page.locator('#livros').evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 })
        .toBeLessThan(120);
    });

    test('reaching 768 px closes the mobile menu', async ({ freshPage: page }) => {
      await page.goto('/privacy');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByTestId('mobile-menu')).toHaveAttribute('data-state', 'open');
      await page.setViewportSize({ width: 1024, height: 800 });
      await expect(page.getByTestId('mobile-menu')).toHaveAttribute('data-state', 'closed');
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByTestId('mobile-menu')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    });

    test('browser back closes the mobile menu', async ({ freshPage: page }) => {
      await page.goto('/privacy');
      await page.goto('/termos-condicoes');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByTestId('mobile-menu')).toHaveAttribute('data-state', 'open');
      await page.goBack();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByTestId('mobile-menu')).toBeHidden();
    });

    test('language switch in the mobile menu, kept after reload', async ({ freshPage: page }) => {
      await page.goto('/privacy');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByTestId('mobile-menu').getByRole('button', { name: 'English' }).click();
      await expect(mainHeading(page)).toHaveText('Privacy Policy');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.reload();
      await expect(mainHeading(page)).toHaveText('Privacy Policy');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });

    test('logout from the mobile menu', async ({ freshPage: page }) => {
      await logIn(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByTestId('mobile-menu');
      await expect(menu.getByTestId('mobile-user-status')).toHaveText('Olá, Ana Demo');
      await menu.getByRole('button', { name: 'Terminar sessão' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(menu).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();
    });
  });
});

test.describe('cookie banner', () => {
  test('shown on the first visit; Aceitar hides it for good with a 150-day cookie', async ({ page, context }) => {
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Este site utiliza cookies' });
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();
    await expect(page.getByTestId('cookie-overlay')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Saiba mais' })).toHaveAttribute('href', '/privacy');
    // Keyboard focus starts in the banner: Tab reaches its own link first.
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: 'Saiba mais' })).toBeFocused();

    await banner.getByRole('button', { name: 'Aceitar' }).click();
    await expect(banner).toBeHidden();
    await expect(page.getByTestId('cookie-overlay')).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'cookieConsent');
    expect(cookie?.value).toBe('accepted');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(149.9);
    expect(days).toBeLessThan(150.1);

    await page.reload();
    await expect(mainHeading(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/contact');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Recusar only logs, records the answer and the banner stays gone', async ({ page, context }) => {
    const infos: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'info') infos.push(msg.text());
    });
    await page.goto('/termos-condicoes');
    await page.getByRole('button', { name: 'Recusar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(infos.some((text) => /declined/i.test(text))).toBe(true);
    const cookie = (await context.cookies()).find((c) => c.name === 'cookieConsent');
    expect(cookie?.value).toBe('declined');
    await page.reload();
    await expect(mainHeading(page)).toHaveText('Termos e Condições');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("'Saiba mais' opens the privacy policy, readable without the overlay; English texts", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Saiba mais' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(mainHeading(page)).toHaveText('Política de Privacidade');
    await expect(page.getByRole('dialog', { name: 'Este site utiliza cookies' })).toBeVisible();
    await expect(page.getByTestId('cookie-overlay')).toHaveCount(0);
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Decline' })).toBeVisible();
  });

  test('a corrupt consent cookie counts as undecided', async ({ page, context }) => {
    await context.addCookies([{ name: 'cookieConsent', value: 'maybe', domain: 'localhost', path: '/' }]);
    await page.goto('/privacy');
    await expect(page.getByRole('dialog', { name: 'Este site utiliza cookies' })).toBeVisible();
  });

  test('the cookie policy page lets the visitor change the answer', async ({ freshPage: page }) => {
    await page.goto('/politica-cookies');
    const preferences = page.getByTestId('cookie-preferences');
    await expect(preferences.getByRole('status')).toHaveText('Neste momento aceitou os cookies.');
    await preferences.getByRole('button', { name: 'Alterar preferências de cookies' }).click();
    await page.getByRole('button', { name: 'Recusar' }).click();
    await expect(preferences.getByRole('status')).toHaveText('Neste momento recusou os cookies opcionais.');
  });
});

test.describe('footer', () => {
  test('every link of the spec, external ones in a new tab, mailto and the current year', async ({ freshPage: page }) => {
    await page.goto('/privacy');
    const footer = page.getByTestId('site-footer');
    for (const [name, href] of [
      ['Perfil', '/profile'],
      ['Carrinho', '/cart'],
      ['Contacto', '/contact'],
      ['Perguntas frequentes', '/mentorship-details#faq'],
      ['Política de privacidade', '/politica'],
      ['Política de cookies', '/politica-cookies'],
      ['Termos e condições', '/termos-condicoes'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const name of [/Livro de Reclamações/, /Instagram/, /Facebook/]) {
      const link = footer.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toContainText('(abre num novo separador)');
    }
    await expect(footer.getByRole('link', { name: /contacto@terapiaocupacional\.example/ })).toHaveAttribute(
      'href',
      'mailto:contacto@terapiaocupacional.example',
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} `);

    await footer.getByRole('link', { name: 'Perguntas frequentes' }).click();
    await expect(page).toHaveURL(/\/mentorship-details#faq$/);
  });
});
