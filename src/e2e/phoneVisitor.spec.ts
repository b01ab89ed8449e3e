import type { Page } from '@playwright/test';
import { test, expect, mockReady } from './fixtures';

/**
 * What good shops give a phone visitor (issue 36): a new page announced and focused after a client-side
 * navigation (src/app/announce); pages printed as clean documents (the base rules' print rules, src/theme/globalStyle.ts); a manifest (realBuild.test.ts);
 * a share control on course, book and launch pages (src/features/share); images no wider than the phone draws them
 * (src/components/ui/Image, src/data/responsive.ts).
 */

test.use({ locale: 'pt-PT' });

const announcer = (page: Page) => page.getByTestId('route-announcer');
const mainHeading = (page: Page) => page.locator('#main').getByRole('heading', { level: 1 }).first();
/** The element that has focus, described by its tag and id or text, for a readable failure. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}: ${(el.textContent ?? '').trim().slice(0, 40)}` : '';
  });

test.describe('page changes announced', () => {
  test('a footer link to /contact focuses its heading and announces its title once; not on the first load, not on an in-page anchor', async ({
    freshPage: page,
    axe,
  }) => {
    await page.goto('/');
    await mockReady(page);
    await expect(mainHeading(page)).toBeVisible();
    // The first load: nothing said, focus left to the browser.
    await expect(announcer(page)).toHaveText('');
    expect(await focused(page)).toMatch(/^body/);
    await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');

    // An in-page anchor glides to its section: no announcement, focus stays on the link.
    await page.getByTestId('site-header').getByRole('link', { name: 'Conheça-me' }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(announcer(page)).toHaveText('');

    // Another page from the footer: its heading has focus and its title is in the live region.
    await page.getByTestId('site-footer').getByRole('link', { name: 'Contacto', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const heading = mainHeading(page);
    await expect(heading).toBeFocused();
    const title = await page.title();
    expect(title).toMatch(/^Contacto/);
    await expect(announcer(page)).toHaveText(title);
    await axe();

    // The skip link still moves focus to the main content.
    const skip = page.getByRole('link', { name: 'Saltar para o conteúdo' });
    await skip.focus();
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('a new page at a hash focuses the section it names; back announces the page left', async ({ freshPage: page }) => {
    await page.goto('/privacy');
    await mockReady(page);
    await expect(mainHeading(page)).toBeVisible();
    const privacyTitle = await page.title();
    await page.getByTestId('site-footer').getByRole('link', { name: 'Perguntas frequentes' }).click();
    await expect(page).toHaveURL(/\/mentorship-details#faq$/);
    await expect(page.locator('#faq')).toBeFocused();
    await expect(announcer(page)).toHaveText(/^Mentoria/);

    await page.goBack();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(mainHeading(page)).toBeFocused();
    await expect(announcer(page)).toHaveText(privacyTitle);
  });
});

test.describe('print', () => {
  test('/termos-condicoes prints its heading and text with the site and its address, without header, footer, cookie banner or ribbon', async ({
    page,
  }) => {
    // A first visit: the cookie banner is up (the print must leave it out).
    await page.goto('/termos-condicoes');
    await mockReady(page);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await expect(page.getByTestId('print-source')).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1, name: 'Termos e Condições' })).toBeVisible();
    await expect(page.locator('#main').getByRole('heading', { level: 2, name: /^1\. / })).toBeVisible();
    for (const id of ['site-header', 'site-footer', 'cookie-banner', 'cookie-overlay', 'demo-ribbon']) {
      await expect(page.getByTestId(id), id).toBeHidden();
    }
    await expect(page.getByRole('link', { name: 'Saltar para o conteúdo' })).toBeHidden();
    await expect(page.getByTestId('print-source')).toBeVisible();
    await expect(page.getByTestId('print-source')).toHaveText(/^Impresso de Helena Marques: https?:\/\/[^/]+\/termos-condicoes$/);
  });

  test('the payment receipt prints its order and next steps, without the way back to the shop', async ({ freshPage: page }) => {
    await page.goto('/payment-success');
    await mockReady(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('#main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('order-number')).toBeVisible();
    await expect(page.getByTestId('site-header')).toBeHidden();
    await expect(page.getByTestId('site-footer')).toBeHidden();
    await expect(page.locator('#main').getByRole('link', { name: /Continuar a comprar/ })).toBeHidden();
    await expect(page.getByTestId('print-source')).toHaveText(/^Impresso de Helena Marques: https?:\/\/[^/]+\/payment-success$/);
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('#main').getByRole('link', { name: /Continuar a comprar/ })).toBeVisible();
  });
});

test.describe('share', () => {
  /** Takes the share sheet away (or stubs it) and records what the page copies or shares. */
  async function stubSharing(page: Page, withSheet: boolean) {
    await page.addInitScript((sheet) => {
      const w = window as Window & { __copied?: string[]; __shared?: ShareData[] };
      w.__copied = [];
      w.__shared = [];
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: async (text: string) => void w.__copied!.push(text) },
      });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: sheet ? async (data: ShareData) => void w.__shared!.push(data) : undefined,
      });
    }, withSheet);
  }
  const copied = (page: Page) => page.evaluate(() => (window as Window & { __copied?: string[] }).__copied ?? []);

  for (const path of ['/course/1', '/book/1']) {
    test(`${path}: without a share sheet, "Copiar ligação" copies the page's address and says so`, async ({
      freshPage: page,
      axe,
    }) => {
      await stubSharing(page, false);
      await page.goto(path);
      await mockReady(page);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(new RegExp(`${path}$`));
      await page.locator('#main').getByRole('button', { name: 'Copiar ligação' }).click();
      await expect.poll(() => copied(page)).toEqual([canonical]);
      await expect(page.getByText('Ligação copiada.')).toBeVisible();
      await axe();
    });
  }

  test('/en/course/1 with a share sheet: "Share" hands it the English address', async ({ freshPage: page }) => {
    await stubSharing(page, true);
    await page.goto('/en/course/1');
    await mockReady(page);
    await page.locator('#main').getByRole('button', { name: 'Share' }).click();
    const shared = () => page.evaluate(() => (window as Window & { __shared?: ShareData[] }).__shared ?? []);
    await expect
      .poll(async () => (await shared()).map((data) => data.url))
      .toEqual([await page.locator('link[rel="canonical"]').getAttribute('href')]);
    expect((await shared())[0]?.url).toMatch(/\/en\/course\/1$/);
    expect(await copied(page)).toEqual([]);
  });
});

test.describe('images sized for the screen', () => {
  test.use({ deviceScaleFactor: 2 });

  /**
   * Every image the page loaded, once all of it has been scrolled through: the file's own width (a copy of
   * it without srcset: an image picked from a srcset reports a naturalWidth divided by its density) and the
   * width the screen draws it at, in device pixels.
   */
  async function loadedImages(page: Page) {
    await page.evaluate(async () => {
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (const img of [...document.images]) {
        img.scrollIntoView({ block: 'center' });
        // The browser starts a lazy image in a rendering update after it comes into view, which a busy
        // machine may hold back: each drawn image is loaded (or has failed) before the next scroll, so the
        // last one's file is not asked for after the images are read.
        await nextFrame();
        while (img.checkVisibility() && !img.complete) await nextFrame();
      }
    });
    return page.evaluate(async () => {
      const loaded = [...document.images].filter((img) => img.currentSrc);
      await Promise.all(loaded.map((img) => img.decode().catch(() => undefined)));
      return Promise.all(
        loaded.map(async (img) => {
          const file = new Image();
          file.src = img.currentSrc;
          await file.decode();
          return {
            file: new URL(img.currentSrc).pathname,
            fileWidth: file.naturalWidth,
            drawnWidth: Math.round(img.getBoundingClientRect().width * devicePixelRatio),
          };
        }),
      );
    });
  }

  for (const path of ['/', '/book/1', '/course/1', '/imersao-details']) {
    test(`@mobile ${path} at 390 px, DPR 2: no image of 400 px or more is over 1.5 times the width it is drawn at`, async ({
      freshPage: page,
    }) => {
      const requested = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'image') requested.add(new URL(response.url()).pathname);
      });
      await page.goto(path);
      await mockReady(page);
      expect(await page.evaluate(() => devicePixelRatio)).toBe(2);
      const images = await loadedImages(page);
      expect(images.length).toBeGreaterThan(0);
      const oversized = images
        .filter(({ fileWidth, drawnWidth }) => fileWidth >= 400 && fileWidth > 1.5 * drawnWidth)
        .map(({ file, fileWidth, drawnWidth }) => `${file}: ${fileWidth} px drawn at ${drawnWidth}`);
      expect(oversized).toEqual([]);
      // Nothing was fetched beside what is shown (a preload of another width would be): every image asked
      // for is one an <img> shows or a video's poster.
      const shown = new Set([
        ...images.map(({ file }) => file),
        ...(await page.evaluate(() =>
          [...document.querySelectorAll('video[poster]')].map((v) => new URL((v as HTMLVideoElement).poster).pathname),
        )),
      ]);
      expect([...requested].filter((file) => file.startsWith('/images/') && !shown.has(file))).toEqual([]);
    });
  }
});
