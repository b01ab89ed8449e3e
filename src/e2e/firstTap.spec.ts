import fs from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';
import type Texts from '../../public/locales/pt/translation.json';

/**
 * Live from the first tap, as a visitor on a slow phone acts: every tap, field and send made on the
 * prerendered page BEFORE the app has started, and the app then starting on a CPU slowed 4x. Nothing here waits
 * for the app: the app's entry module is held back until the test has done its first action (so the action
 * lands before the app on any machine, however fast), then let through; the test then asserts what the visitor
 * sees. Each test also records, at the document, whether the app was live when its action happened, and
 * asserts it was not. The CPU is slowed from the moment the entry module is let through: before it, the hold
 * alone decides the order, and DevTools' CPU throttling keeps a core busy for as long as it is on.
 *
 * Without the early-events script (src/app/boot/inline/earlyEvents.ts) each tap here is lost; without it and
 * `method="dialog"`, each send is a native GET with the fields in the address.
 */
const texts = (lang: string) =>
  JSON.parse(fs.readFileSync(new URL(`../../public/locales/${lang}/translation.json`, import.meta.url), 'utf8')) as typeof Texts;
const pt = texts('pt');
const TEXTS = { pt, en: texts('en') } as const;
type Lang = keyof typeof TEXTS;

interface Early {
  /** Slows the CPU 4x, then lets the app's entry module load: call after the early action. */
  release: () => Promise<void>;
  /** Ends the slow CPU: call once the held action has taken effect, before the test goes on with more. */
  fullSpeed: () => Promise<void>;
  /** Every request URL the page made, to check no field leaked into an address. */
  urls: string[];
}

/**
 * Opens `path` as a visitor does, with the app's entry module held until `release()`, which starts the app on
 * a CPU slowed 4x. `page.mainFrame().goto` is the plain navigation: the fixtures' `page.goto` waits for the app
 * to start.
 */
async function openEarly(page: Page, path: string): Promise<Early> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  // Was the app live (the replay started) when each click or send reached the document? Registered before
  // the page's own scripts, so it sees every event first.
  await page.addInitScript(() => {
    const w = window as Window & { __earlyLog?: boolean[]; __earlyEvents?: { live: boolean } };
    w.__earlyLog = [];
    const note = () => w.__earlyLog!.push(Boolean(w.__earlyEvents?.live));
    document.addEventListener('click', note, true);
    document.addEventListener('submit', note, true);
  });
  const cdp = await page.context().newCDPSession(page);
  await page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });
  const release = async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    open();
  };
  const fullSpeed = async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  };
  return { release, fullSpeed, urls };
}

/** The first action reached the page before the app was live (the test measured what it means to). */
async function expectFirstActionEarly(page: Page) {
  const log = await page.evaluate(() => (window as Window & { __earlyLog?: boolean[] }).__earlyLog ?? []);
  expect(log.length, 'the test made its action').toBeGreaterThan(0);
  expect(log[0], 'the first action came before the app had started').toBe(false);
}

const main = (page: Page) => page.locator('main');

test.describe('a first visit: the cookie banner', () => {
  test.use({ locale: 'pt-PT' });

  test('Aceitar tapped before the app has started takes effect once it has', async ({ page }) => {
    const early = await openEarly(page, '/');
    const banner = page.getByTestId('cookie-banner');
    await banner.getByRole('button', { name: pt.cookies.accept }).click();
    await expectFirstActionEarly(page);
    await early.release();
    await expect(banner).toBeHidden();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'cookieConsent')?.value).toBe('accepted');
  });
});

test.describe('a first visit of an English browser on a Portuguese address', () => {
  test.use({ locale: 'en-GB' });

  test('Accept tapped on the served English version before the app has started takes effect once it has', async ({ page }) => {
    const early = await openEarly(page, '/');
    // The language script puts the English version of the page in place (the app hydrates it).
    await expect(page.locator('#root[data-swapped]')).toBeAttached();
    const banner = page.getByTestId('cookie-banner');
    await banner.getByRole('button', { name: TEXTS.en.cookies.accept }).click();
    await expectFirstActionEarly(page);
    await early.release();
    await expect(banner).toBeHidden();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'cookieConsent')?.value).toBe('accepted');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('a returning visitor (the banner answered)', () => {
  test.use({ locale: 'pt-PT' });

  test('the header dropdown opens from a tap made before the app has started', async ({ freshPage: page }) => {
    const early = await openEarly(page, '/');
    const trainings = page.getByRole('button', { name: pt.nav.trainings });
    await trainings.click();
    await expectFirstActionEarly(page);
    await early.release();
    await expect(trainings).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: pt.nav.courses }).first()).toBeVisible();
  });

  test('the language switch moves to English from a tap made before the app has started', async ({ freshPage: page }) => {
    const early = await openEarly(page, '/book/1');
    await page.getByRole('button', { name: new RegExp(pt.languages.en) }).click();
    await expectFirstActionEarly(page);
    await early.release();
    await expect(page).toHaveURL(/\/en\/book\/1$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Sensory Integration in Everyday Life');
  });

  test('@mobile the phone menu opens from a tap made before the app has started', async ({ freshPage: page }) => {
    const early = await openEarly(page, '/');
    const menu = page.getByRole('button', { name: pt.nav.menu, exact: true });
    await menu.click();
    await expectFirstActionEarly(page);
    await early.release();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // Served empty while closed, the menu's content is written as it opens.
    await expect(page.getByTestId('mobile-menu').getByRole('link', { name: pt.nav.contact, exact: true })).toBeVisible();
  });

  test('a publication filter tapped before the app has started filters the list once it has', async ({ freshPage: page }) => {
    const early = await openEarly(page, '/artigos-teses');
    const theses = main(page).getByRole('radio', { name: pt.publications.filters.tese });
    await theses.click();
    await expectFirstActionEarly(page);
    await early.release();
    await expect(page).toHaveURL(/\/artigos-teses\?tipo=tese$/);
    await expect(theses).toBeChecked();
    await expect(main(page).getByTestId('result-count')).toHaveText('8 publicações encontradas');
  });

  test('a search typed before the app has started searches once it has', async ({ freshPage: page }) => {
    const early = await openEarly(page, '/artigos-teses');
    const search = main(page).getByRole('searchbox', { name: pt.publications.searchLabel });
    await search.click();
    await search.pressSequentially('escola');
    await expectFirstActionEarly(page);
    await early.release();
    await expect(page).toHaveURL(/\/artigos-teses\?q=escola$/);
    await expect(search).toHaveValue('escola');
    await expect(main(page).getByTestId('result-count')).toHaveText('4 publicações encontradas');
  });

  test('two taps on one control before the app has started count once (the dropdown stays open)', async ({ freshPage: page }) => {
    const early = await openEarly(page, '/');
    const trainings = page.getByRole('button', { name: pt.nav.trainings });
    await trainings.click();
    await trainings.click();
    await expectFirstActionEarly(page);
    await early.release();
    await expect(trainings).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: pt.nav.courses }).first()).toBeVisible();
  });
});

test.describe('a phone hydrates the screen it shows', () => {
  test.use({ locale: 'pt-PT' });

  test('@mobile sections far below stay served HTML until needed, and a first tap there still works', async ({
    freshPage: page,
  }) => {
    await page.goto('/');
    const islands = page.locator('[data-island]');
    await expect(islands.first()).toBeAttached();
    // Live (the page's own replay has run), and the sections a screen or more below the fold not hydrated yet.
    await page.waitForFunction(() => performance.getEntriesByName('app:live').length > 0);
    const contact = page.locator('[data-island]', { has: page.locator('#contact') });
    await expect(contact).not.toHaveAttribute('data-hydrated', 'true');
    const ebooks = page.getByRole('tab', { name: 'eBooks' });
    const books = page.locator('[data-island]', { has: ebooks });
    // A tap on a tab of a section not hydrated yet: hydrated at once and answered, on the first tap.
    await ebooks.click();
    await expect(ebooks).toHaveAttribute('aria-selected', 'true');
    await expect(books).toHaveAttribute('data-hydrated', 'true');
    // Scrolled near, a section hydrates by itself.
    await contact.locator('#contact').scrollIntoViewIfNeeded();
    await expect(contact).toHaveAttribute('data-hydrated', 'true');
  });

  for (const path of ['/', '/book/1']) {
    test(`a page scrolled before the app has started stays where it was scrolled (${path})`, async ({ freshPage: page }) => {
      const early = await openEarly(page, path);
      await page.mouse.move(200, 300);
      await page.mouse.wheel(0, 900);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(400);
      const scrolled = await page.evaluate(() => Math.round(window.scrollY));
      expect(await page.evaluate(() => performance.getEntriesByName('app:live').length), 'scrolled before the app started').toBe(
        0,
      );
      await early.release();
      await page.waitForFunction(() => performance.getEntriesByName('app:live').length > 0);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      // The router's first render used to scroll the page back to the top.
      expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);
    });
  }

  test('@mobile a picture of the media carousel tapped the moment it comes into view opens it, every time', async ({
    freshPage: page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.goto('/');
      await page.waitForFunction(() => performance.getEntriesByName('app:live').length > 0);
      const region = page.getByRole('region', { name: pt.carousel.label });
      const island = page.locator('[data-island]', { has: region });
      // Below the fold, the carousel is still the served HTML: the tap below is what hydrates it.
      await expect(island, `attempt ${attempt}`).not.toHaveAttribute('data-hydrated', 'true');
      // A slow phone from here (the carousel's part of the page starts as it comes into view) until the tap has
      // opened the picture: DevTools' throttling keeps a core busy while it is on.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // What a person taps: the slide's picture (the poster of a video), off the play mark in its middle, not
      // the "open large" button drawn over the whole picture; tapped the moment the carousel is scrolled into
      // view, before its part of the page has started (Playwright's own tap would first wait for the page to
      // settle).
      const at = await region.evaluate((element) => {
        element.scrollIntoView({ block: 'center', behavior: 'instant' });
        const picture = element.querySelector('picture img, video')!.getBoundingClientRect();
        return { x: picture.left + 24, y: picture.top + 24 };
      });
      await page.touchscreen.tap(at.x, at.y);
      await expect(page.getByRole('dialog'), `attempt ${attempt}`).toBeVisible();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  });

  test('a tap held before the app has started, on a section far below, takes effect', async ({ freshPage: page }) => {
    const early = await openEarly(page, '/');
    const ebooks = page.getByRole('tab', { name: 'eBooks' });
    await ebooks.click();
    await expectFirstActionEarly(page);
    await early.release();
    await expect(ebooks).toHaveAttribute('aria-selected', 'true');
  });
});

/** An address that carries one of the visitor's field values. */
const leaked = (urls: string[], values: string[]) =>
  urls.filter((url) => values.some((value) => url.includes(encodeURIComponent(value)) || url.includes(value)));

for (const lang of ['pt', 'en'] as const satisfies readonly Lang[]) {
  const t = TEXTS[lang];
  const prefix = lang === 'en' ? '/en' : '';

  test.describe(`an early send (${lang}): never native, carried out once the app is ready`, () => {
    test.use({ locale: lang === 'en' ? 'en-GB' : 'pt-PT' });

    test(`login`, async ({ freshPage: page }) => {
      const early = await openEarly(page, `${prefix}/login`);
      await main(page).getByRole('textbox', { name: t.login.email }).fill('demo@example.com');
      await main(page)
        .getByLabel(new RegExp(`^${t.login.password}`))
        .fill('Demo!2345');
      // Enter in the password field: the browser's implicit submission (a click on the form's button).
      await main(page)
        .getByLabel(new RegExp(`^${t.login.password}`))
        .press('Enter');
      await expectFirstActionEarly(page);
      expect(new URL(page.url()).search).toBe('');
      await early.release();
      // Carried out: the demo account is logged in and taken home.
      await expect(page).toHaveURL(lang === 'en' ? /\/en\/?$/ : /\/$/);
      expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');
      expect(leaked(early.urls, ['Demo!2345', 'demo@example.com'])).toEqual([]);
    });

    test(`recovery`, async ({ freshPage: page }) => {
      const early = await openEarly(page, `${prefix}/recuperar-senha`);
      await main(page).getByRole('textbox', { name: t.recovery.email }).fill('demo@example.com');
      await main(page).getByRole('button', { name: t.recovery.submit }).click();
      await expectFirstActionEarly(page);
      expect(new URL(page.url()).search).toBe('');
      await early.release();
      await expect(main(page).getByText(t.reset_pass_success)).toBeVisible();
      expect(new URL(page.url()).search).toBe('');
      expect(leaked(early.urls, ['demo@example.com'])).toEqual([]);
    });

    test(`contact`, async ({ freshPage: page }) => {
      const early = await openEarly(page, `${prefix}/contact`);
      const form = page.locator('#contact');
      await form.getByRole('textbox', { name: new RegExp(t.contactForm.fullName) }).fill('Ana Lopes');
      await form.getByRole('textbox', { name: new RegExp(t.contactForm.email) }).fill('ana@example.com');
      await form.getByRole('textbox', { name: new RegExp(t.contactForm.message) }).fill('Quero saber mais.');
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/send_contact_email/') && r.method() === 'POST');
      await form.getByRole('button', { name: new RegExp(t.contactForm.submit) }).click();
      await expectFirstActionEarly(page);
      expect(new URL(page.url()).search).toBe('');
      await early.release();
      expect((await sent).postDataJSON()).toEqual({
        full_name: 'Ana Lopes',
        email: 'ana@example.com',
        message: 'Quero saber mais.',
      });
      await expect(form.getByRole('heading', { name: t.contactForm.thankYouTitle })).toBeVisible();
      expect(
        leaked(
          early.urls.filter((url) => !url.includes('/api/')),
          ['Ana Lopes', 'ana@example.com', 'Quero saber mais.'],
        ),
      ).toEqual([]);
    });

    test(`register`, async ({ freshPage: page }) => {
      const early = await openEarly(page, `${prefix}/register`);
      const form = main(page);
      const email = `cedo.${lang}.${Date.now()}@example.com`;
      const emailField = form.getByRole('textbox', { name: new RegExp(`^${t.register.fields.email}`) });
      await emailField.fill(email);
      await form.getByLabel(new RegExp(`^${t.register.fields.password}`)).fill('Fresh!Pass9');
      await form.getByLabel(new RegExp(`^${t.register.fields.confirmPassword}`)).fill('Fresh!Pass9');
      await form.getByRole('textbox', { name: new RegExp(`^${t.register.fields.fullName}`) }).fill('Nova Pessoa');
      await form.getByRole('textbox', { name: new RegExp(`^${t.register.fields.phone}`) }).fill('912 345 678');
      await form.getByRole('combobox', { name: new RegExp(`^${t.register.fields.gender}`) }).selectOption('F');
      await form.getByLabel(new RegExp(`^${t.register.fields.birthDate}`)).fill('1991-03-09');
      // A tap on the check box is held too: it is ticked once the app has it (not before, not twice).
      const terms = form.getByRole('checkbox', { name: new RegExp(t.register.acceptTermsPrefix) });
      await terms.click();
      // The country list is the browser's own names (Intl), drawn by the app: the early send goes without it.
      await form.getByRole('button', { name: t.register.submit }).click();
      await expectFirstActionEarly(page);
      expect(new URL(page.url()).search).toBe('');
      await early.release();
      // Carried out: the form checked what it was sent and asks for the one missing answer, keeping the rest.
      await expect(form.getByText(t.register.errors.countryRequired)).toBeVisible();
      await expect(emailField).toHaveValue(email);
      await expect(terms).toBeChecked();
      await early.fullSpeed();
      await form.getByRole('combobox', { name: new RegExp(`^${t.register.fields.country}`) }).selectOption('PT');
      await form.getByRole('button', { name: t.register.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/login$`));
      await expect(main(page).getByText(t.login.registrationSuccess)).toBeVisible();
      expect(
        leaked(
          early.urls.filter((url) => !url.includes('/api/')),
          [email, 'Fresh!Pass9', 'Nova Pessoa'],
        ),
      ).toEqual([]);
    });
  });
}
