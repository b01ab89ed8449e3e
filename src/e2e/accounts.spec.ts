import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Account journeys (issue 3) on the production build with the mock backend: register -> login ->
 * green icon and greeting -> profile -> logout; a breached password refused; an expired token;
 * recovery -> test mailbox -> reset -> login with the new password; an invalid reset link; axe on
 * every account screen. Runs at 390 px (mobile project) and 1280 px (desktop project).
 */
test.use({ locale: 'pt-PT' });

const GREEN = 'rgb(30, 122, 70)';
const BLACK = 'rgb(31, 42, 46)';
const isMobile = () => test.info().project.name === 'mobile';

/** The app renders only once the mock service worker has started (main.tsx). */
async function mockReady(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 15_000 });
  await expect(page.getByTestId('site-header')).toBeVisible();
}

const main = (page: Page) => page.locator('main');

async function logIn(page: Page, email: string, password: string) {
  await main(page)
    .getByRole('textbox', { name: /E-mail/ })
    .fill(email);
  await main(page)
    .getByLabel(/^Senha/)
    .fill(password);
  await main(page).getByRole('button', { name: 'Entrar' }).click();
}

async function fillRegistration(page: Page, values: { email: string; password: string; fullName: string }) {
  const form = main(page);
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(values.email);
  await form.getByLabel(/^Senha/).fill(values.password);
  await form.getByLabel(/^Confirmar senha/).fill(values.password);
  await form.getByRole('textbox', { name: /^Nome completo/ }).fill(values.fullName);
  await form.getByRole('combobox', { name: /^País/ }).selectOption('PT');
  await form.getByRole('textbox', { name: /^Telefone/ }).fill('912 345 678');
  await form.getByRole('combobox', { name: /^Género/ }).selectOption('F');
  await form.getByLabel(/^Data de nascimento/).fill('1991-03-09');
  await form.getByRole('checkbox', { name: /Li e aceito/ }).check();
  await form.getByRole('button', { name: 'Criar conta' }).click();
}

/** Green icon with the greeting (desktop: tooltip on hover; mobile: the menu's status line). */
async function expectLoggedInAs(page: Page, name: string) {
  if (isMobile()) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByTestId('mobile-user-status')).toHaveText(`Olá, ${name}`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
    return;
  }
  await expect(page.getByTestId('user-icon')).toHaveCSS('color', GREEN);
  await page.getByRole('button', { name: 'Menu da conta' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText(`Olá, ${name}`);
}

test.describe('accounts', () => {
  test('register -> login -> green icon and greeting -> profile -> logout', async ({ freshPage: page }) => {
    const email = `nova.${Date.now()}@example.com`;
    await page.goto('/register');
    await mockReady(page);
    await fillRegistration(page, { email, password: 'Fresh!Pass9', fullName: 'Nova Pessoa' });

    await expect(page).toHaveURL(/\/login$/);
    await expect(main(page).getByText('Conta criada com sucesso! Já pode entrar com o seu e-mail e senha.')).toBeVisible();
    await logIn(page, email, 'Fresh!Pass9');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');
    await expectLoggedInAs(page, 'Nova Pessoa');

    if (isMobile()) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByTestId('mobile-menu').getByRole('link', { name: 'Perfil' }).click();
    } else {
      await page.getByRole('button', { name: 'Menu da conta' }).click();
      await page.getByTestId('user-menu').getByRole('link', { name: 'Perfil' }).click();
    }
    await expect(page).toHaveURL(/\/profile$/);
    await expect(main(page).getByRole('heading', { level: 2, name: 'Nova Pessoa' })).toBeVisible();
    const value = (term: string) => main(page).locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    await expect(value('Telefone')).toHaveText('+351912345678');
    await expect(value('País')).toHaveText('Portugal');
    await expect(value('Género')).toHaveText('Feminino');
    await expect(value('Data de nascimento')).toHaveText('9 de março de 1991');
    await expect(value('Idade')).toHaveText(/^\d+ anos$/);

    await main(page).getByRole('button', { name: 'Terminar sessão' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => ['access', 'refresh', 'isLoggedIn'].map((k) => localStorage.getItem(k)))).toEqual([
      null,
      null,
      null,
    ]);
    if (!isMobile()) await expect(page.getByTestId('user-icon')).toHaveCSS('color', BLACK);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the demo account: a wrong password is refused, the right one logs in', async ({ freshPage: page, allowProblems }) => {
    // The deliberate wrong password answers 401 (the browser logs it without the URL).
    allowProblems(/api\/auth\/token\/|status of 401/);
    await page.goto('/login');
    await mockReady(page);
    await expect(main(page).getByText('Conta de demonstração: demo@example.com / Demo!2345')).toBeVisible();
    await logIn(page, 'demo@example.com', 'Wrong!2345');
    await expect(main(page).getByText('No active account found with the given credentials')).toBeVisible();
    await expect(main(page).getByRole('textbox', { name: /E-mail/ })).toBeFocused();
    await logIn(page, 'demo@example.com', 'Demo!2345');
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedInAs(page, 'Ana Demo');
  });

  test('a breached password is refused and nothing is registered', async ({ freshPage: page }) => {
    await page.goto('/register');
    await mockReady(page);
    await fillRegistration(page, { email: 'breach@example.com', password: 'Password123!', fullName: 'Nova Pessoa' });
    const password = main(page).getByLabel(/^Senha/);
    await expect(
      main(page).getByText('Esta senha apareceu numa fuga de dados pública. Por segurança, escolha outra.'),
    ).toBeVisible();
    await expect(password).toBeFocused();
    await expect(page).toHaveURL(/\/register$/);
    const stored = await page.evaluate(() => localStorage.getItem('mock-db:v1') ?? '');
    expect(stored).not.toContain('breach@example.com');
  });

  test('an expired token shows the expired state', async ({ freshPage: page }) => {
    await page.goto('/');
    await mockReady(page);
    await page.evaluate(() => {
      const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
      const claims = {
        user_id: 'u-demo',
        email: 'demo@example.com',
        token_type: 'access',
        exp: Math.floor(Date.now() / 1000) - 60,
      };
      localStorage.setItem('access', `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.mock-signature`);
      localStorage.setItem('isLoggedIn', 'true');
    });
    await page.goto('/privacy');
    await expect(page.getByTestId('site-header')).toBeVisible();
    if (isMobile()) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByTestId('mobile-user-status')).toHaveText('O seu login expirou');
    } else {
      await expect(page.getByTestId('user-icon')).toHaveCSS('color', BLACK);
      await expect(page.getByTestId('user-icon')).toHaveAttribute('data-status', 'expired');
      await page.getByRole('button', { name: 'Menu da conta' }).hover();
      await expect(page.getByRole('tooltip')).toHaveText('O seu login expirou');
    }
    await expect.poll(() => page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
  });

  test('recovery -> test mailbox -> reset -> login with the new password', async ({ freshPage: page, allowProblems }) => {
    // Deliberate: the old password is refused (401) and the used link is checked again (400).
    allowProblems(/api\/auth\/token\/|status of 401|password-reset\/validate-token|status of 400/);
    await page.goto('/login');
    await mockReady(page);
    await main(page).getByRole('link', { name: 'Esqueceu-se da senha?' }).click();
    await expect(page).toHaveURL(/\/recuperar-senha$/);
    await main(page)
      .getByRole('textbox', { name: /E-mail/ })
      .fill('demo@example.com');
    await main(page).getByRole('button', { name: 'Enviar link' }).click();
    await expect(main(page).getByText(/enviámos um link para redefinir a senha/)).toBeVisible();
    await expect(main(page).getByRole('textbox', { name: /E-mail/ })).toHaveValue('');

    await main(page).getByRole('link', { name: 'Abrir a caixa de correio de teste' }).click();
    await expect(page).toHaveURL(/\/mock-mailbox$/);
    await expect(main(page).getByText('1 mensagem')).toBeVisible();
    await main(page).getByRole('link', { name: 'Abrir o link de redefinição' }).click();
    await expect(page).toHaveURL(/\/reset-password\/[^/]+\/[^/]+$/);
    const resetUrl = page.url();

    await main(page)
      .getByLabel(/^Nova senha/)
      .fill('Brand!New77');
    await main(page)
      .getByLabel(/^Confirmar nova senha/)
      .fill('Brand!New77');
    await main(page).getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(main(page).getByText('Senha redefinida com sucesso. Redirecionando para a página de login...')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

    await logIn(page, 'demo@example.com', 'Demo!2345');
    await expect(main(page).getByText('No active account found with the given credentials')).toBeVisible();
    await logIn(page, 'demo@example.com', 'Brand!New77');
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedInAs(page, 'Ana Demo');

    // The link works once.
    await page.goto(resetUrl);
    await expect(main(page).getByText('Este link de redefinição de senha é inválido ou expirou.')).toBeVisible();
  });

  test('an invalid reset link shows the error with links to a new link and to login', async ({
    freshPage: page,
    allowProblems,
  }) => {
    allowProblems(/password-reset\/validate-token|status of 400/);
    await page.goto('/reset-password/bm9ib2R5/not-a-token');
    await mockReady(page);
    await expect(main(page).getByText('Este link de redefinição de senha é inválido ou expirou.')).toBeVisible();
    await expect(main(page).getByLabel(/^Nova senha/)).toHaveCount(0);
    await main(page).getByRole('link', { name: 'Pedir um novo link' }).click();
    await expect(page).toHaveURL(/\/recuperar-senha$/);
  });
});

test.describe('accessibility of the account screens', () => {
  test('login, register (with errors), recovery, reset and profile have no axe violations', async ({ freshPage: page, axe }) => {
    await page.goto('/login');
    await mockReady(page);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Entrar na sua conta');
    await axe();

    await page.goto('/register');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Criar a sua conta');
    await axe();
    await main(page)
      .getByLabel(/^Senha/)
      .fill('abc');
    await main(page).getByRole('button', { name: 'Criar conta' }).click();
    await expect(main(page).getByRole('textbox', { name: /^E-mail/ })).toBeFocused();
    await axe();

    await page.goto('/recuperar-senha');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Recuperar a senha');
    await axe();

    await page.evaluate(() =>
      fetch('/api/auth/password-reset/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'demo@example.com' }),
      }),
    );
    await page.goto('/mock-mailbox');
    await main(page).getByRole('link', { name: 'Abrir o link de redefinição' }).click();
    await expect(main(page).getByLabel(/^Nova senha/)).toBeVisible();
    await axe();

    await page.goto('/login');
    await logIn(page, 'demo@example.com', 'Demo!2345');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Ana Demo' })).toBeVisible();
    await axe();
  });
});
