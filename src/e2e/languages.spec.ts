import type { Page } from '@playwright/test';
import { test, expect, mockReady, seedDemoSession, untilInteractive } from './fixtures';

/**
 * Prerendered pages and the two language spaces (#9, #13, #15): the HTML as served, hydration, the
 * `/en/` addresses, the switch between them, product §1's detection on unprefixed addresses, and the one
 * translation file a first visit needs. Desktop only: nothing here depends on the width.
 */

const switchTo = (page: Page, name: 'Português' | 'English') =>
  page.getByTestId('language-switch').getByRole('button', { name }).click();

test.describe('prerendered pages', () => {
  test.use({ locale: 'pt-PT' });

  test('a page reads without JavaScript: its heading, text, title and head tags are in the HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-PT' });
    const page = await context.newPage();
    await page.goto('/book/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Integração Sensorial no Dia a Dia' })).toBeVisible();
    await expect(page).toHaveTitle(/^Integração Sensorial no Dia a Dia · /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/book\/1$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/book\/1$/);
    await context.close();
  });

  test('a Portuguese first visit hydrates the served markup (same nodes) without a mismatch', async ({ page }) => {
    type Served = Window & { __servedHeading?: Element | null; __servedFonts?: Element | null; __fontLoads?: string[] };
    await page.addInitScript(() => {
      const w = window as Served;
      w.__fontLoads = [];
      document.addEventListener('DOMContentLoaded', () => {
        w.__servedHeading = document.querySelector('h1');
        w.__servedFonts = document.querySelector('style[data-font-faces]');
        // Once interactive, the fonts must not be loaded again (they were when hydration took their rules
        // out and put them back: the text fell back and swapped again, moving the page).
        document.fonts.addEventListener('loading', () => {
          if ('interactive' in document.documentElement.dataset) w.__fontLoads!.push(String(performance.now()));
        });
      });
    });
    for (const path of ['/', '/book/1', '/course/1', '/cart', '/artigos-teses']) {
      await page.goto(path);
      await mockReady(page);
      await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
      const served = await page.evaluate(() => {
        const w = window as Served;
        return {
          heading: w.__servedHeading === document.querySelector('h1'),
          fonts: Boolean(w.__servedFonts?.isConnected) && document.querySelectorAll('style[data-font-faces]').length === 1,
        };
      });
      expect(served, `${path} hydrated in place, its font faces untouched`).toEqual({ heading: true, fonts: true });
      // Two frames after interactive: any reload of the faces would have started by then.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => (window as Served).__fontLoads), `${path}: no font loads after hydration`).toEqual([]);
    }
    // Hydration errors would be page errors, which the problems fixture fails on.
  });

  test('styled-components takes over the served rules: one style element, every class styled, new rules added to it', async ({
    freshPage: page,
  }) => {
    // Every class styled-components generated for an element (its elements also carry the component's `sc-`
    // id) has its rules in the page's one styled-components element: none is missing after the hand-over.
    const styling = () =>
      page.evaluate(() => {
        const elements = document.querySelectorAll<HTMLStyleElement>('style[data-styled]');
        const selectors: string[] = [];
        const collect = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
            else if (rule instanceof CSSGroupingRule) collect(rule.cssRules);
          }
        };
        elements.forEach((element) => element.sheet && collect(element.sheet.cssRules));
        const text = selectors.join(' ');
        const missing = new Set<string>();
        for (const element of Array.from(document.querySelectorAll('#root [class*="sc-"]'))) {
          for (const name of Array.from(element.classList)) {
            if (!name.startsWith('sc-') && !text.includes(`.${name}`)) missing.add(name);
          }
        }
        return { elements: elements.length, rules: selectors.length, missing: [...missing] };
      });
    await page.goto('/');
    await untilInteractive(page);
    const start = await styling();
    expect(start).toMatchObject({ elements: 1, missing: [] });
    // A page the served one did not have: its components' rules are added.
    await page.getByRole('button', { name: 'Recursos' }).click();
    await page.locator('#nav-resources').getByRole('link', { name: 'Artigos e teses' }).click();
    await expect(page).toHaveURL(/\/artigos-teses$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // (Its heading can show before its list, whose components are the new ones.)
    await expect.poll(async () => (await styling()).rules).toBeGreaterThan(start.rules);
    expect(await styling()).toMatchObject({ elements: 1, missing: [] });
  });

  test('a first visit fetches one translation file before the page is interactive, content-hashed', async ({ page }) => {
    const texts: string[] = [];
    page.on('request', (request) => {
      if (/translation.*\.json/.test(request.url())) texts.push(new URL(request.url()).pathname);
    });
    // What had been asked for at the moment the app marked the page interactive, whenever that comes: the page
    // reports the moment, and the browser's events reach the test in the order they happened.
    const atInteractive: string[][] = [];
    await page.exposeFunction('__sawInteractive', () => atInteractive.push([...texts]));
    await page.addInitScript(() => {
      // The document has no root element yet when this runs: the whole document is watched for it.
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.interactive === undefined) return;
        observer.disconnect();
        (window as unknown as { __sawInteractive: () => void }).__sawInteractive();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });
    });
    await page.goto('/book/1');
    await expect.poll(() => atInteractive.length).toBe(1);
    expect(atInteractive[0]).toEqual([expect.stringMatching(/^\/assets\/translation\.pt\.[0-9a-f]{10}\.json$/)]);
    // The fallback language follows once the page is idle.
    await expect.poll(() => texts.length).toBe(2);
    expect(texts[1]).toMatch(/^\/assets\/translation\.en\.[0-9a-f]{10}\.json$/);
  });
});

test.describe('the English space', () => {
  test.use({ locale: 'pt-PT' });

  test('an /en/ address reads English in a Portuguese browser, and its links stay in /en/', async ({ freshPage: page, axe }) => {
    await page.goto('/en/course/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Sensory Integration in Clinical Practice' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('logo')).toHaveAttribute('href', '/en');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/en/politica-cookies',
    );
    // The address decided the language; it is not saved as the visitor's choice.
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBeNull();
    await axe();
  });

  test('the switch keeps the page, query and hash, and back returns to the other language', async ({ freshPage: page }) => {
    await page.goto('/en/book/1?from=share#details');
    await switchTo(page, 'Português');
    await expect(page).toHaveURL(/\/book\/1\?from=share#details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Integração Sensorial no Dia a Dia' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('pt');
    await untilInteractive(page);
    await switchTo(page, 'English');
    await expect(page).toHaveURL(/\/en\/book\/1\?from=share#details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sensory Integration in Everyday Life' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/book\/1\?from=share#details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Integração Sensorial no Dia a Dia' })).toBeVisible();
  });

  test('a login started in /en/ ends in /en/, and a payment made there returns there', async ({ freshPage: page }) => {
    await page.goto('/en/book/3');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/login$/);
    await mockReady(page);
    await page
      .locator('main')
      .getByRole('textbox', { name: /E-mail/ })
      .fill('demo@example.com');
    await page
      .locator('main')
      .getByLabel(/^Password/)
      .fill('Demo!2345');
    await page.locator('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/book\/3$/);
    await page
      .getByRole('button', { name: /^Buy now$/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/mock-checkout\?session=/);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/\/en\/payment-success/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an unknown /en/ address is the English not-found page, 404 and noindex', async ({ page, request }) => {
    const response = await page.goto('/en/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const cart = await (await request.get('/en/cart')).text();
    expect(cart).toContain('<meta name="robots" content="noindex"/>');
    expect(cart).toContain('<html lang="en"');
  });
});

test.describe('unprefixed addresses keep product §1 detection', () => {
  test.describe('an English browser', () => {
    test.use({ locale: 'en-US' });

    test('reads English on /book/1, with the Portuguese markup hidden until then', async ({ page }) => {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as Window & { __hiddenAtStart?: boolean }).__hiddenAtStart =
            document.documentElement.classList.contains('lang-pending');
        });
      });
      await page.goto('/book/1');
      await expect(page.getByRole('heading', { level: 1, name: 'Sensory Integration in Everyday Life' })).toBeVisible();
      expect(await page.evaluate(() => (window as Window & { __hiddenAtStart?: boolean }).__hiddenAtStart)).toBe(true);
      await expect(page.locator('html')).not.toHaveClass(/lang-pending/);
      await expect(page).toHaveURL(/\/book\/1$/);
    });

    test('reads the English page before the app has started: the served English version is shown at once', async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      // The app never starts: what the visitor reads comes from the language script alone.
      await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
      await page.goto('/book/1');
      await expect(page.getByRole('heading', { level: 1, name: 'Sensory Integration in Everyday Life' })).toBeVisible();
      await expect(page.locator('html')).not.toHaveClass(/lang-pending/);
      await expect(page).toHaveTitle(/^Sensory Integration in Everyday Life · /);
      await expect(page).toHaveURL(/\/book\/1$/);
      await context.close();
    });

    test('hydrates the served English version in place: same nodes, links unprefixed, the head its own (#33)', async ({
      page,
    }) => {
      type Swapped = Window & { __swappedHeading?: Element | null };
      await page.addInitScript(() => {
        // The language script's signal: the English version is in #root (or it gave up).
        document.addEventListener('lang-swapped', () => {
          (window as Swapped).__swappedHeading = document.querySelector('#root[data-swapped] h1');
        });
      });
      for (const path of ['/', '/book/1']) {
        await page.goto(path);
        await untilInteractive(page);
        const inPlace = await page.evaluate(() => {
          const heading = (window as Swapped).__swappedHeading;
          return Boolean(heading) && heading === document.querySelector('h1');
        });
        // Rendered anew, the heading would be another element (and the page built twice).
        expect(inPlace, `${path}: the served English heading is the app's`).toBe(true);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(page.locator('title')).toHaveCount(1);
        await expect(page.locator('meta[name="description"]')).toHaveCount(1);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`/en${path === '/' ? '/' : path}$`),
        );
        expect(await page.locator('#root a[href^="/en/"]').count(), `${path}: links stay in the unprefixed space`).toBe(0);
        expect(await page.locator('style[data-styled]').count(), `${path}: one style element`).toBe(1);
        await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
      }
      // A mismatch while hydrating would be a page error, which the problems fixture fails on.
    });
  });

  test.describe('a Portuguese browser', () => {
    test.use({ locale: 'pt-PT' });

    test('is never sent the English version', async ({ browser }) => {
      const context = await browser.newContext({ locale: 'pt-PT' });
      const page = await context.newPage();
      const english: string[] = [];
      page.on('request', (request) => {
        if (/^\/(en|unprefixed-en)\//.test(new URL(request.url()).pathname)) english.push(request.url());
      });
      await page.goto('/book/1');
      await expect(page.getByRole('heading', { level: 1, name: 'Integração Sensorial no Dia a Dia' })).toBeVisible();
      await untilInteractive(page);
      expect(english).toEqual([]);
      await context.close();
    });

    test('with English saved as its choice reads English; the cookie comes after the saved choice', async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => {
        localStorage.setItem('i18nextLng', 'en');
        document.cookie = 'i18next=pt; path=/';
      });
      await page.goto('/artigos-teses');
      await expect(page.getByRole('heading', { level: 1, name: 'Articles and theses' })).toBeVisible();
      await page.evaluate(() => localStorage.removeItem('i18nextLng'));
      await page.goto('/artigos-teses');
      await expect(page.getByRole('heading', { level: 1, name: 'Artigos e teses' })).toBeVisible();
      await seedDemoSession(page);
    });
  });
});
