import type { Page } from '@playwright/test';
import { test, expect, mockReady, seedDemoSession } from './fixtures';

/**
 * Content pages end to end on the production build with the mock backend (issue 5): every page of
 * the content area in both languages with an axe scan, course 5, book 8, the login gates (toast,
 * /login, return to the course), the publications list state in the URL, and PDF downloads.
 */

/** Pages owned by the content area and the h1 each shows in pt / en. */
const pages: { path: string; pt: string | RegExp; en: string | RegExp }[] = [
  { path: '/course/1', pt: 'Integração Sensorial na Prática Clínica', en: 'Sensory Integration in Clinical Practice' },
  { path: '/course/5', pt: /Programa Internacional/, en: /International/ },
  { path: '/course/99', pt: 'Curso não encontrado', en: 'Course not found' },
  { path: '/book/3', pt: 'Autismo e Processamento Sensorial', en: /Autism/ },
  { path: '/book/8', pt: 'Regulação Sensorial na Sala de Aula', en: /Classroom/ },
  { path: '/book/0', pt: 'Livro não encontrado', en: 'Book not found' },
  { path: '/lancamento', pt: /Módulo 3/, en: /Module 3/ },
  { path: '/lancamento/3', pt: /Avaliação/, en: /Assessment|Evaluation/ },
  { path: '/lancamento/9', pt: 'Lançamento não encontrado', en: 'Launch not found' },
  { path: '/artigos-teses', pt: 'Artigos e Teses', en: 'Articles and Theses' },
  { path: '/about', pt: 'Olá, sou Helena Marques', en: "Hello, I'm Helena Marques" },
  { path: '/about-detail', pt: 'O percurso de Helena Marques', en: 'The path of Helena Marques' },
  { path: '/nossos-valores', pt: 'Cuidar, ensinar e crescer com evidência', en: 'Caring, teaching and growing with evidence' },
  { path: '/mentorship-details', pt: /Mentoria em terapia ocupacional/, en: /Mentorship in occupational therapy/ },
  { path: '/imersao-details', pt: 'Imersão prática em integração sensorial', en: 'Hands-on immersion in sensory integration' },
  { path: '/cursos', pt: 'Cursos', en: 'Courses' },
  { path: '/mentorias', pt: 'Mentorias', en: 'Mentorships' },
  { path: '/imersoes', pt: 'Imersões', en: 'Immersions' },
];

/** The app renders only after the mock backend has started (main.tsx awaits it). */

/** Scrolls through the page so lazy images load before the axe scan, then back to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
}

async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notificações|Notifications/ }).getByText(text);

async function logIn(page: Page) {
  await page.goto('/');
  await mockReady(page);
  await seedDemoSession(page);
}

for (const lang of ['pt', 'en'] as const) {
  test.describe(`content pages (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    });

    for (const entry of pages) {
      test(`${entry.path} renders with no axe violations`, async ({ freshPage: page, axe }) => {
        await page.goto(entry.path);
        await expect(page.getByRole('heading', { level: 1, name: entry[lang] })).toBeVisible();
        await expect(page).toHaveTitle(/Helena Marques/);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await scrollThrough(page);
        await settled(page);
        await axe();
      });
    }

    test('/dashboard sends a visitor to /login; logged in it shows the placeholder', async ({ freshPage: page, axe }) => {
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login$/);
      await logIn(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('link', { name: lang === 'pt' ? 'Ver o meu perfil' : 'See my profile' })).toBeVisible();
      await axe();
    });
  });
}

test.describe('content behaviour', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', 'pt');
    });
  });

  test('course 5: no price, no cart or wishlist, an external enrol link', async ({ freshPage: page }) => {
    await page.goto('/course/5');
    const enrol = page.getByRole('link', { name: /Inscrever-se no programa/ });
    await expect(enrol).toHaveAttribute('href', /^https:\/\//);
    await expect(enrol).toHaveAttribute('target', '_blank');
    await expect(enrol).toHaveAttribute('rel', /noopener/);
    await expect(page.getByTestId('course-price')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /carrinho|desejos|Comprar/ })).toHaveCount(0);
    await expect(page.getByText('360 horas ao longo de 18 meses').first()).toBeVisible();
  });

  test('book 8 is sold out: add to cart and buy are disabled', async ({ freshPage: page }) => {
    await page.goto('/book/8');
    await expect(page.getByTestId('availability')).toContainText('Esgotado');
    await expect(page.getByRole('button', { name: 'Adicionar ao carrinho', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Comprar agora' })).toBeDisabled();
  });

  test('logged out on a book: the info toast, then /login', async ({ freshPage: page }) => {
    await page.goto('/book/2');
    await page.getByRole('button', { name: 'Adicionar à lista de desejos' }).click();
    await expect(toast(page, 'Por favor, faça login para adicionar à lista de desejos')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the course gate returns to the course after logging in, and the cart button then works', async ({ freshPage: page }) => {
    await page.goto('/course/2');
    await page.getByRole('button', { name: 'Adicionar ao carrinho', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('E-mail').fill('demo@example.com');
    await page.getByLabel('Senha', { exact: true }).fill('Demo!2345');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/course\/2$/);
    await page.getByRole('button', { name: 'Adicionar ao carrinho', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Adicionado ao carrinho' })).toBeDisabled();
    await expect(toast(page, 'Curso adicionado ao carrinho')).toBeVisible();
  });

  test('publications: search, filter and page live in the URL and survive a reload', async ({ freshPage: page }) => {
    await page.goto('/artigos-teses');
    const count = page.getByTestId('result-count');
    await expect(count).toHaveText('18 publicações encontradas');
    await expect(page.getByRole('article')).toHaveCount(6);

    await page.getByRole('link', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/\?pagina=2$/);
    await page.getByRole('radio', { name: 'Artigos' }).check();
    await expect(page).toHaveURL(/\?tipo=artigo$/);
    await expect(count).toHaveText('10 publicações encontradas');
    await page.getByRole('link', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/\?tipo=artigo&pagina=2$/);
    await expect(page.getByRole('article')).toHaveCount(4);

    await page.getByRole('searchbox').fill('escola');
    await expect(page).toHaveURL(/\?q=escola&tipo=artigo$/);
    await expect(count).toHaveText('2 publicações encontradas');

    await page.reload();
    await expect(count).toHaveText('2 publicações encontradas');
    await expect(page.getByRole('searchbox')).toHaveValue('escola');
    await expect(page.getByRole('radio', { name: 'Artigos' })).toBeChecked();

    await page.goto('/artigos-teses?tipo=tese&pagina=2');
    await expect(count).toHaveText('8 publicações encontradas');
    await expect(page.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('article')).toHaveCount(2);
  });

  test('publications: a download fetches the PDF and says so', async ({ freshPage: page }) => {
    await page.goto('/artigos-teses?q=sono');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Descarregar PDF/ }).click();
    expect((await download).suggestedFilename()).toBe('estrategias-sensoriais-sono-autismo.pdf');
    await expect(
      toast(page, 'Download de "Estratégias sensoriais para a rotina do sono em crianças autistas" iniciado'),
    ).toBeVisible();
  });

  test('publications: a missing PDF (404) shows the failure toast', async ({ freshPage: page, allowProblems }) => {
    allowProblems(/404/);
    // The mock service worker fetches pass-through requests itself, so intercept at the context level.
    await page.context().route('**/pdfs/publications/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/artigos-teses?q=sono');
    await page.getByRole('button', { name: /Descarregar PDF/ }).click();
    await expect(toast(page, 'Falha ao baixar: File not found (404)')).toBeVisible();
  });

  test('immersion gallery: a photo opens enlarged, arrows move, Escape closes', async ({ freshPage: page }) => {
    await page.goto('/imersao-details');
    await page.getByRole('button', { name: /^Ampliar foto 2:/ }).click();
    await expect(page.getByRole('dialog', { name: 'Foto 2 de 6' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Foto 3 de 6' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('mentorship FAQ from the footer link: #faq is scrolled to, one answer open at a time', async ({ freshPage: page }) => {
    await page.goto('/mentorship-details#faq');
    await expect(page.getByRole('heading', { level: 2, name: 'Perguntas frequentes' })).toBeInViewport();
    const first = page.getByRole('button', { name: 'Quem pode participar na mentoria?' });
    const second = page.getByRole('button', { name: 'Como são as sessões?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  test('launch: Comprar Agora opens the contact page with the launch in the subject', async ({ freshPage: page }) => {
    await page.goto('/lancamento/1');
    await page
      .getByRole('link', { name: /Comprar Agora/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contact\?subject=Conte%C3%BAdos/);
  });
});
