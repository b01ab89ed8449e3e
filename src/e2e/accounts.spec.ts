import type { Page } from '@playwright/test';
import { test, expect, freezeTime, seedDemoSession, untilInteractive } from './fixtures';

/**
 * Account journeys (issue 3) on the production build with the mock backend: register -> login ->
 * green icon and greeting -> profile -> logout; a breached password refused; an expired token;
 * recovery -> test mailbox -> reset -> login with the new password. Axe scans the screens these
 * journeys reach in a state no other visit shows (register with errors, the reset form); login,
 * register, recovery, the invalid reset link and the profile are scanned in the route sweep
 * (shell.spec.ts). Once, at 1280 px: the greeting in the 390 px menu is checked in shell.spec.ts.
 */
test.use({ locale: 'pt-PT' });

/** The site's words for the server's "no active account" refusal (serverMessages.noAccount, #38). */
const NO_ACCOUNT = 'O e-mail ou a senha não estão corretos, ou a conta não está ativa.';
const GREEN = 'rgb(30, 122, 70)';
/**
 * The longest a main-thread task may take while a form handles a sent value (#34): "free" is an order of magnitude
 * under the 5.6 s the old e-mail pattern blocked for, with room for a loaded 2-core machine drawing the errors.
 */
const LONGEST_TASK_MS = 500;
const BLACK = 'rgb(31, 42, 46)';

/** The app renders only once the mock service worker has started (src/app/start.tsx): a rendered header means mocks are on. */
async function appReady(page: Page) {
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
  // click + a web-first check rather than check(): check() reads the state once, right after its click.
  const terms = form.getByRole('checkbox', { name: /Li e aceito/ });
  await terms.click();
  await expect(terms).toBeChecked();
  await form.getByRole('button', { name: 'Criar conta' }).click();
}

/** After a login: on /, with the home page rendered. */
async function arrivedHome(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(/Formação que transforma a prática/);
}

/**
 * Green icon with the greeting in the tooltip, shown by keyboard focus (the pointer path, hover, is
 * checked in shell.spec.ts; a hover depends on where the pointer was left, focus does not).
 */
async function expectLoggedInAs(page: Page, name: string) {
  await expect(page.getByTestId('user-icon')).toHaveCSS('color', GREEN);
  await page.getByRole('button', { name: 'Menu da conta' }).focus();
  await expect(page.getByRole('tooltip')).toHaveText(`Olá, ${name}`);
}

test.describe('accounts', () => {
  test('register (field errors first) -> login -> green icon and greeting -> profile -> logout', async ({
    freshPage: page,
    axe,
  }) => {
    const email = `nova.${Date.now()}@example.com`;
    await page.goto('/register');
    // Field errors: focus goes to the first invalid field, and the form with its errors has no axe violations.
    await main(page)
      .getByLabel(/^Senha/)
      .fill('abc');
    await main(page).getByRole('button', { name: 'Criar conta' }).click();
    await expect(main(page).getByRole('textbox', { name: /^E-mail/ })).toBeFocused();
    await axe();

    await fillRegistration(page, { email, password: 'Fresh!Pass9', fullName: 'Nova Pessoa' });

    await expect(page).toHaveURL(/\/login$/);
    await expect(main(page).getByText('Conta criada com sucesso! Já pode entrar com o seu e-mail e senha.')).toBeVisible();
    await logIn(page, email, 'Fresh!Pass9');
    await arrivedHome(page);
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');
    await expectLoggedInAs(page, 'Nova Pessoa');

    await page.getByRole('button', { name: 'Menu da conta' }).click();
    await page.getByTestId('user-menu').getByRole('link', { name: 'Perfil' }).click();
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
    await expect(page.getByTestId('user-icon')).toHaveCSS('color', BLACK);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the demo account: a wrong password is refused, the right one logs in', async ({ freshPage: page, allowProblems }) => {
    // The deliberate wrong password answers 401 (the browser logs it without the URL).
    allowProblems(/api\/auth\/token\/|status of 401/);
    await page.goto('/login');
    await expect(main(page).getByText('Conta de demonstração: demo@example.com / Demo!2345')).toBeVisible();
    await logIn(page, 'demo@example.com', 'Wrong!2345');
    // The server's refusal, a message the site knows, in the site's own Portuguese (#38).
    await expect(main(page).getByText(NO_ACCOUNT)).toBeVisible();
    await expect(main(page).getByRole('textbox', { name: /E-mail/ })).toBeFocused();
    await logIn(page, 'demo@example.com', 'Demo!2345');
    await arrivedHome(page);
    await expectLoggedInAs(page, 'Ana Demo');
  });

  test('a breached password is refused and nothing is registered', async ({ freshPage: page }) => {
    await page.goto('/register');
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

  test('an expired token: black icon, "O seu login expirou", isLoggedIn and the token removed', async ({ freshPage: page }) => {
    await page.goto('/');
    await appReady(page);
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
    await expect(page.getByTestId('user-icon')).toHaveCSS('color', BLACK);
    await expect(page.getByTestId('user-icon')).toHaveAttribute('data-status', 'expired');
    await page.getByRole('button', { name: 'Menu da conta' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('O seu login expirou');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
    // The expired token is gone too (#34): only the marker, which is no credential, says that it expired.
    expect(await page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('sessionExpired')])).toEqual([
      null,
      'true',
    ]);
  });

  test('recovery -> test mailbox -> reset (redirect after 2 s) -> login with the new password', async ({
    freshPage: page,
    allowProblems,
    axe,
  }) => {
    // Deliberate: the old password is refused (401) and the used link is checked again (400).
    allowProblems(/api\/auth\/token\/|status of 401|password-reset\/validate-token|status of 400/);
    await page.clock.install();
    await page.goto('/login');
    await main(page).getByRole('link', { name: 'Esqueceu-se da senha?' }).click();
    await expect(page).toHaveURL(/\/recuperar-senha$/);
    // The router updates the URL, then renders the new page in a transition: until it commits, the login
    // form (which has an E-mail field too) is still on screen. Typing before that fills the login form, the
    // recovery form stays empty and 'Enviar link' only shows a field error (the flaky 390 px run).
    // Wait for the recovery page itself.
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Recuperar a senha');
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

    await expect(main(page).getByLabel(/^Nova senha/)).toBeVisible();
    // Bounded in the markup too (#34): the reset form is drawn by the app (no prerendered page to read).
    await expect(main(page).getByLabel(/^Nova senha/)).toHaveAttribute('maxlength', '128');
    await expect(main(page).getByLabel(/^Confirmar nova senha/)).toHaveAttribute('maxlength', '128');
    await axe();
    await main(page)
      .getByLabel(/^Nova senha/)
      .fill('Brand!New77');
    await main(page)
      .getByLabel(/^Confirmar nova senha/)
      .fill('Brand!New77');
    // The redirect comes 2000 ms after the success, on the page's clock.
    await freezeTime(page);
    await main(page).getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(main(page).getByText('Senha redefinida com sucesso. Redirecionando para a página de login...')).toBeVisible();
    await page.clock.runFor(1999);
    await expect(page).toHaveURL(/\/reset-password\//);
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/login$/);
    await page.clock.resume();

    await logIn(page, 'demo@example.com', 'Demo!2345');
    await expect(main(page).getByText(NO_ACCOUNT)).toBeVisible();
    await logIn(page, 'demo@example.com', 'Brand!New77');
    await arrivedHome(page);
    await expectLoggedInAs(page, 'Ana Demo');

    // The link works once.
    await page.goto(resetUrl);
    await expect(main(page).getByText('Este link de redefinição de senha é inválido ou expirou.')).toBeVisible();
  });
});

test.describe('a session and its input, hardened (#34)', () => {
  test('logged in with /profile open in a second tab: a logout in the first takes the personal data off it; a login comes back', async ({
    freshPage: page,
    context,
  }) => {
    await page.goto('/');
    await appReady(page);
    await seedDemoSession(page);
    const second = await context.newPage();
    await second.goto('/profile');
    await expect(main(second).getByRole('heading', { level: 2, name: 'Ana Demo' })).toBeVisible();

    await page.goto('/profile');
    await main(page).getByRole('button', { name: 'Terminar sessão' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The storage event reaches the other tab at once: it leaves for /login, nothing personal stays.
    await expect(second).toHaveURL(/\/login$/, { timeout: 10_000 });
    await expect(second.getByText('Ana Demo')).toHaveCount(0);
    await expect(second.getByText('+351912345678')).toHaveCount(0);
    await expect(second.getByTestId('user-icon')).toHaveAttribute('data-status', 'loggedOut');
    expect(await second.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('refresh')])).toEqual([null, null]);

    // A login in the first tab is picked up by the second.
    await logIn(page, 'demo@example.com', 'Demo!2345');
    await arrivedHome(page);
    await expect(second.getByTestId('user-icon')).toHaveAttribute('data-status', 'loggedIn', { timeout: 10_000 });
    await second.close();
  });

  test('a tab shown again from the back/forward cache after a logout elsewhere takes the personal data off it', async ({
    freshPage: page,
    context,
  }) => {
    await page.goto('/');
    await appReady(page);
    await seedDemoSession(page);
    const second = await context.newPage();
    // A page in the back/forward cache receives no storage event while it is away: this one misses them.
    await second.addInitScript(() => {
      window.addEventListener('storage', (event) => event.stopImmediatePropagation(), { capture: true });
    });
    await second.goto('/profile');
    await expect(main(second).getByRole('heading', { level: 2, name: 'Ana Demo' })).toBeVisible();

    await page.goto('/profile');
    await main(page).getByRole('button', { name: 'Terminar sessão' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Missed, as in the cache: the profile is still there.
    await expect(main(second).getByRole('heading', { level: 2, name: 'Ana Demo' })).toBeVisible();

    // Shown again from the cache: the session is read again, and the tab leaves as a live one did.
    await second.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await expect(second).toHaveURL(/\/login$/, { timeout: 10_000 });
    await expect(second.getByText('Ana Demo')).toHaveCount(0);
    await expect(second.getByText('+351912345678')).toHaveCount(0);
    await expect(second.getByTestId('user-icon')).toHaveAttribute('data-status', 'loggedOut');
    await second.close();
  });

  test("after the access token's expiry (clock moved on), access and refresh are gone from storage and /profile has left", async ({
    freshPage: page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await appReady(page);
    await seedDemoSession(page);
    await page.goto('/profile');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Ana Demo' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('refresh')])).not.toContain(null);

    // The mock's access token lasts an hour (the refresh token a day): an hour and a second later.
    await page.clock.fastForward('01:00:01');
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('access'))).toBeNull();
    expect(
      await page.evaluate(() => ['refresh', 'isLoggedIn', 'sessionExpired'].map((key) => localStorage.getItem(key))),
    ).toEqual([null, null, 'true']);
    await expect(page.getByText('Ana Demo')).toHaveCount(0);
    await expect(page.getByTestId('user-icon')).toHaveAttribute('data-status', 'expired');
  });

  test("a 50,000-character paste into the e-mail field is cut to an address's length and sending it leaves the main thread free: login, register, recovery, contact", async ({
    freshPage: page,
  }) => {
    // The paste #34 measured: the e-mail pattern of before backtracked on it for 5.6 s.
    const paste = `a@${'.'.repeat(50_000)}@`;
    // Cut to 254 characters, the paste is an address by product §5's rule (the '@' that made it wrong is cut off):
    // each form checks it and answers as for any address (the other fields are empty: the first error shows).
    const refused = (page: Page) => main(page).locator('[aria-invalid="true"], [role="alert"]').first();
    const forms = [
      ['/login', 'Entrar', refused],
      ['/register', 'Criar conta', refused],
      ['/recuperar-senha', 'Enviar link', (page: Page) => main(page).getByText(/enviámos um link para redefinir a senha/)],
      ['/contact', 'Enviar mensagem', refused],
    ] as const;
    const longestTasks: Record<string, number> = {};
    for (const [path, send, answered] of forms) {
      await page.goto(path);
      await appReady(page);
      await untilInteractive(page);
      const email = main(page).getByRole('textbox', { name: /^E-?mail/ });
      await expect(email).toHaveAttribute('maxlength', '254');
      // fill() inserts the text as a paste does (one input event), so the field's own bound applies.
      await email.fill(paste);
      await expect(email).toHaveValue(paste.slice(0, 254));
      // Every task over 50 ms on the main thread from the send to the form's answer.
      await page.evaluate(() => {
        const seen: number[] = [];
        const observer = new PerformanceObserver((list) => seen.push(...list.getEntries().map((entry) => entry.duration)));
        observer.observe({ type: 'longtask' });
        Object.assign(window, { __longTasks: { seen, observer } });
      });
      await main(page).getByRole('button', { name: send }).click();
      await expect(answered(page)).toBeVisible();
      longestTasks[path] = await page.evaluate(() => {
        const { seen, observer } = (window as unknown as { __longTasks: { seen: number[]; observer: PerformanceObserver } })
          .__longTasks;
        seen.push(...observer.takeRecords().map((entry) => entry.duration));
        observer.disconnect();
        return Math.max(0, ...seen);
      });
    }
    console.info(`longest main-thread task while sending, ms: ${JSON.stringify(longestTasks)}`);
    for (const [path] of forms) expect(longestTasks[path], path).toBeLessThan(LONGEST_TASK_MS);
  });
});
