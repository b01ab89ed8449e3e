import type { Page, Request } from '@playwright/test';
import { test, expect, untilInteractive } from './fixtures';

/**
 * The backend's words in the visitor's language (#38): every call asks for the page's language
 * (Accept-Language pt-PT or en), not the browser's, and the mock backend answers in it; the site shows the
 * messages it knows in its own words. Desktop only: nothing here depends on the width.
 */

const main = (page: Page) => page.locator('main');

/** English words a refusal would bring onto a Portuguese form (the server's messages and their usual wording). */
const ENGLISH_WORDS = /\b(?:the|with|found|active|account|credentials|user|already|exists|field|required|password|please)\b/i;

/** The next POST to `path` the page sends (answered by the mock service worker). */
const nextPost = (page: Page, path: string) =>
  page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith(path));

async function answerOf(request: Request): Promise<unknown> {
  const response = await request.response();
  return response?.json();
}

async function logIn(page: Page, labels: { email: RegExp; password: RegExp; submit: string }, password: string) {
  await main(page).getByRole('textbox', { name: labels.email }).fill('demo@example.com');
  await main(page).getByLabel(labels.password).fill(password);
  await main(page).getByRole('button', { name: labels.submit }).click();
}

test.describe('an English browser reading the site in Portuguese', () => {
  test.use({ locale: 'en-US' });

  test('/login: a wrong password is refused with no English words; the token request asked for Portuguese', async ({
    freshPage: page,
    allowProblems,
  }) => {
    allowProblems(/api\/auth\/token\/|status of 401/);
    await page.goto('/login');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Log in to your account' })).toBeVisible();
    await untilInteractive(page);
    // The visitor switches to Portuguese (saved as their choice): the same address, now in Portuguese.
    await page.getByTestId('language-switch').getByRole('button', { name: 'Português' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Entrar na sua conta' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await untilInteractive(page);

    const token = nextPost(page, '/api/auth/token/');
    await logIn(page, { email: /^E-mail/, password: /^Senha/, submit: 'Entrar' }, 'Wrong!2345');
    const request = await token;
    expect(request.headers()['accept-language']).toBe('pt-PT');
    expect(await answerOf(request)).toEqual({ detail: 'Não foi encontrada nenhuma conta ativa com estas credenciais.' });

    const form = main(page).locator('form');
    const email = form.getByRole('textbox', { name: /^E-mail/ });
    await expect(email).toHaveAccessibleDescription('O e-mail ou a senha não estão corretos, ou a conta não está ativa.');
    await expect(form).not.toContainText(ENGLISH_WORDS);
  });

  test('/register: a taken e-mail is refused with no English words on the form', async ({ freshPage: page, allowProblems }) => {
    allowProblems(/api\/auth\/register\/|status of 400/);
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'pt'));
    await page.goto('/register');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Criar a sua conta' })).toBeVisible();
    await untilInteractive(page);

    const form = main(page).locator('form');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill('demo@example.com');
    await form.getByLabel(/^Senha/).fill('Fresh!Pass9');
    await form.getByLabel(/^Confirmar senha/).fill('Fresh!Pass9');
    await form.getByRole('textbox', { name: /^Nome completo/ }).fill('Ana Pereira');
    await form.getByRole('combobox', { name: /^País/ }).selectOption('PT');
    await form.getByRole('textbox', { name: /^Telefone/ }).fill('912 345 678');
    const terms = form.getByRole('checkbox', { name: /Li e aceito/ });
    await terms.click();
    await expect(terms).toBeChecked();
    const registration = nextPost(page, '/api/auth/register/');
    await form.getByRole('button', { name: 'Criar conta' }).click();
    const request = await registration;
    expect(request.headers()['accept-language']).toBe('pt-PT');
    expect(await answerOf(request)).toEqual({ email: ['Já existe um utilizador com este e-mail.'] });

    await expect(form.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(
      'Já existe uma conta com este e-mail.',
    );
    await expect(form).not.toContainText(ENGLISH_WORDS);
  });
});

test.describe('a Portuguese browser reading the site in English', () => {
  test.use({ locale: 'pt-PT' });

  test('/en/login: the token request asks for English and the refusal is in English', async ({
    freshPage: page,
    allowProblems,
  }) => {
    allowProblems(/api\/auth\/token\/|status of 401/);
    await page.goto('/en/login');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Log in to your account' })).toBeVisible();
    await untilInteractive(page);

    const token = nextPost(page, '/api/auth/token/');
    await logIn(page, { email: /^E-mail/, password: /^Password/, submit: 'Log in' }, 'Wrong!2345');
    const request = await token;
    expect(request.headers()['accept-language']).toBe('en');
    expect(await answerOf(request)).toEqual({ detail: 'No active account found with the given credentials' });
    await expect(main(page).getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(
      'The e-mail or the password is not right, or the account is not active.',
    );
  });
});
