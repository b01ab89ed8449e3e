import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Component as RegisterPage } from '@/pages/register/RegisterPage';
import { Component as LoginPage } from '@/pages/login/LoginPage';
import { PageHarness } from '../support/PageHarness';
import { resetAccounts } from '../support/accounts';
import { fault } from '../../mocks/scenarios';
import { authHandlers } from '../../mocks/handlers/auth';
import { db } from '../../mocks/db';
import { registerMachine } from '@machines/register';

/**
 * machines/register.ts with the real /register page and the mock account service and breach range API.
 * States: idle (with client errors) -> checkingBreach -> submitting -> succeeded | failed.
 */
const meta = {
  title: 'Flows/Register',
  component: RegisterPage,
  parameters: {
    router: false,
    layout: 'fullscreen',
    machine: registerMachine,
    statesWithoutStory: { validating: 'passes at once: the fields are checked as the form is sent (see Field Errors)' },
  },
  render: () => (
    <PageHarness
      path="/register"
      url="/register"
      Component={RegisterPage}
      extraRoutes={[{ path: '/login', Component: LoginPage }]}
    />
  ),
  beforeEach: () => {
    resetAccounts();
    return resetAccounts;
  },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const REGISTER = '/api/auth/register/';
const BREACH = 'https://api.pwnedpasswords.com/range/:prefix';
const registerFault = (kind: Parameters<typeof fault>[2], body?: Record<string, unknown>) => ({
  msw: { handlers: { auth: [fault('post', REGISTER, kind, body), ...authHandlers] } },
});

interface Fill {
  email?: string;
  password?: string;
  fullName?: string;
  phone?: string;
}

/** Click then paste: one input event per field keeps the long form quick to fill. */
async function enter(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

async function fillForm(canvasElement: HTMLElement, values: Fill = {}) {
  const { email = 'nova@example.com', password = 'Fresh!Pass9', fullName = 'Nova Pessoa', phone = '912 345 678' } = values;
  const canvas = within(canvasElement);
  await enter(await canvas.findByRole('textbox', { name: /^E-mail/ }), email);
  await enter(canvas.getByLabelText(/^Senha/), password);
  await enter(canvas.getByLabelText(/^Confirmar senha/), password);
  await enter(canvas.getByRole('textbox', { name: /^Nome completo/ }), fullName);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^País/ }), 'PT');
  await enter(canvas.getByRole('textbox', { name: /^Telefone/ }), phone);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Género/ }), 'F');
  await userEvent.type(canvas.getByLabelText(/^Data de nascimento/), '1990-05-17');
  await userEvent.click(canvas.getByRole('checkbox', { name: /Li e aceito/ }));
}

const submit = async (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Criar conta' }));

/** idle: every field, links to /login, /termos-condicoes and /politica; countries named in the UI language. */
export const Idle: Story = {
  parameters: { machineState: 'idle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Criar a sua conta' })).toBeVisible();
    const country = canvas.getByRole('combobox', { name: /^País/ }) as HTMLSelectElement;
    await expect([...country.options].some((o) => o.value === 'DE' && o.text === 'Alemanha')).toBe(true);
    // European Portuguese names (Intl pt-PT), sorted by name with the language's collator.
    const names = [...country.options].filter((o) => o.value !== '').map((o) => o.text);
    for (const name of ['Arménia', 'Polónia', 'Quénia', 'Eslovénia', 'Mónaco']) await expect(names).toContain(name);
    await expect(names.filter((name) => /[êô]n/.test(name))).toEqual([]);
    await expect(names).toEqual([...names].sort(new Intl.Collator('pt-PT', { sensitivity: 'base' }).compare));
    const gender = canvas.getByRole('combobox', { name: /^Género/ }) as HTMLSelectElement;
    await expect([...gender.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Selecione...'],
      ['M', 'Masculino'],
      ['F', 'Feminino'],
      ['O', 'Outro'],
      ['PNS', 'Prefiro não dizer'],
    ]);
    await expect(canvas.getByRole('link', { name: 'Termos e Condições' })).toHaveAttribute('href', '/termos-condicoes');
    await expect(canvas.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/politica');
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('meter')).toBeNull();
    await userEvent.type(canvas.getByLabelText(/^Senha/), 'abc');
    await expect(canvas.getByRole('meter', { name: 'Força da senha' })).toHaveAttribute('aria-valuetext', 'Fraca');
    await userEvent.type(canvas.getByLabelText(/^Senha/), 'DEF12!');
    await expect(canvas.getByRole('meter', { name: 'Força da senha' })).toHaveAttribute('aria-valuetext', 'Excelente');
    await userEvent.selectOptions(country, 'BR');
    await expect(canvas.getByText('Sem o indicativo do país: acrescentamos +55 (Brasil).')).toBeVisible();
  },
};

/** idle with client errors (§5): one message per field, focus on the first; typing clears that field's error. */
export const FieldErrors: Story = {
  parameters: { machineState: 'idle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Telefone/ }), '91-23');
    await userEvent.type(canvas.getByLabelText(/^Senha/), 'abcdefgh');
    await userEvent.type(canvas.getByLabelText(/^Confirmar senha/), 'abcdefgx');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Nome completo/ }), ' A ');
    await submit(canvasElement);
    const email = canvas.getByRole('textbox', { name: /^E-mail/ });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('Indique o seu e-mail.');
    await expect(canvas.getByLabelText(/^Senha/)).toHaveAccessibleDescription(
      /A senha deve ter pelo menos uma letra maiúscula\./,
    );
    await expect(canvas.getByLabelText(/^Confirmar senha/)).toHaveAccessibleDescription('As senhas não coincidem.');
    await expect(canvas.getByRole('textbox', { name: /^Nome completo/ })).toHaveAccessibleDescription(
      'O nome deve ter pelo menos 2 caracteres.',
    );
    await expect(canvas.getByRole('combobox', { name: /^País/ })).toHaveAccessibleDescription('Selecione o seu país.');
    await expect(canvas.getByRole('textbox', { name: /^Telefone/ })).toHaveAccessibleDescription(
      /O telefone deve ter pelo menos 8 dígitos\./,
    );
    await expect(canvas.getByRole('checkbox', { name: /Li e aceito/ })).toHaveAccessibleDescription(
      'Tem de aceitar os Termos e Condições e a Política de Privacidade.',
    );
    await userEvent.type(email, 'a');
    await expect(canvas.queryByText('Indique o seu e-mail.')).toBeNull();
    await expect(canvas.getByText('As senhas não coincidem.')).toBeVisible();
  },
};

/** checkingBreach: 'Checking for breaches...' (pt: 'A verificar fugas de dados...'), submit and inputs disabled. */
export const CheckingBreach: Story = {
  parameters: { machineState: 'checkingBreach', msw: { handlers: { breach: [fault('get', BREACH, 'hang')] } } },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await submit(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'A verificar fugas de dados...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toBeDisabled();
  },
};

export const CheckingBreachEnglish: Story = {
  ...CheckingBreach,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(await canvas.findByRole('textbox', { name: /^E-mail/ }), 'nova@example.com');
    await enter(canvas.getByLabelText(/^Password/), 'Fresh!Pass9');
    await enter(canvas.getByLabelText(/^Confirm password/), 'Fresh!Pass9');
    await enter(canvas.getByRole('textbox', { name: /^Full name/ }), 'Nova Pessoa');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Country/ }), 'PT');
    await enter(canvas.getByRole('textbox', { name: /^Phone/ }), '912345678');
    await userEvent.click(canvas.getByRole('checkbox', { name: /I have read/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('button', { name: 'Checking for breaches...' })).toBeDisabled();
  },
};

/** A breached password (found by the range lookup) is refused under the password field; nothing is registered. */
export const Breached: Story = {
  parameters: { machineState: 'idle' },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement, { password: 'Password123!' });
    await submit(canvasElement);
    const canvas = within(canvasElement);
    const message = 'Esta senha apareceu numa fuga de dados pública. Por segurança, escolha outra.';
    await expect(await canvas.findByText(message, {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByLabelText(/^Senha/)).toHaveFocus();
    await expect(db.state.users.some((u) => u.email === 'nova@example.com')).toBe(false);
  },
};

/** submitting: spinner and 'Registrando...'. */
export const Submitting: Story = {
  parameters: { ...registerFault('hang'), machineState: 'submitting' },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await submit(canvasElement);
    const button = await within(canvasElement).findByRole('button', { name: 'Registrando...' }, { timeout: 4000 });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** failed: the first message of each server field array under its field (duplicate e-mail, common password). */
export const ServerFieldErrors: Story = {
  parameters: {
    ...registerFault('badRequest', {
      email: ['A user with this email already exists.'],
      phone: ['Enter a valid phone number.', 'second'],
      password2: ["Password fields didn't match."],
    }),
    machineState: 'failed',
  },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await submit(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('A user with this email already exists.', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: /^Telefone/ })).toHaveAccessibleDescription(/Enter a valid phone number\.$/);
    await expect(canvas.getByLabelText(/^Confirmar senha/)).toHaveAccessibleDescription("Password fields didn't match.");
    await expect(canvas.queryByText('second')).toBeNull();
    await expect(canvas.queryByRole('alert', { name: /Não foi possível criar a conta/ })).toBeNull();
  },
};

/** The real mock service refuses a duplicate e-mail. */
export const DuplicateEmail: Story = {
  parameters: { machineState: 'failed' },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement, { email: 'demo@example.com' });
    await submit(canvasElement);
    await expect(
      await within(canvasElement).findByText('A user with this email already exists.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** failed: non_field_errors[0] in a dismissible banner; editing a field also clears it. */
export const NonFieldBanner: Story = {
  parameters: {
    ...registerFault('badRequest', { non_field_errors: ['Registrations are paused for maintenance.', 'second'] }),
    machineState: 'failed',
  },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await submit(canvasElement);
    const canvas = within(canvasElement);
    const banner = await canvas.findByText('Registrations are paused for maintenance.', {}, { timeout: 4000 });
    await expect(banner).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar aviso' }));
    await expect(canvas.queryByText('Registrations are paused for maintenance.')).toBeNull();
    await submit(canvasElement);
    await expect(await canvas.findByText('Registrations are paused for maintenance.', {}, { timeout: 4000 })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Nome completo/ }), 'x');
    await expect(canvas.queryByText('Registrations are paused for maintenance.')).toBeNull();
  },
};

/** failed: a non-HTTP error -> 'An unexpected error occurred. Please try again.' (pt translation). */
export const Unexpected: Story = {
  parameters: { ...registerFault('network'), machineState: 'failed' },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await submit(canvasElement);
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 4000 });
    await expect(alert).toHaveTextContent('Ocorreu um erro inesperado. Por favor, tente novamente.');
  },
};

/** A failed breach check accepts the password (the registration goes on). */
export const BreachCheckDown: Story = {
  parameters: { machineState: 'succeeded', msw: { handlers: { breach: [fault('get', BREACH, 'server')] } } },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await submit(canvasElement);
    await expect(await within(canvasElement).findByText(/Conta criada com sucesso/, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** succeeded: the §7 payload is stored and the login page shows the registrationSuccess message. */
export const Success: Story = {
  parameters: { machineState: 'succeeded' },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await submit(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Conta criada com sucesso! Já pode entrar com o seu e-mail e senha.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Entrar na sua conta' })).toBeVisible();
    await waitFor(() =>
      expect(db.state.users.find((u) => u.email === 'nova@example.com')).toMatchObject({
        full_name: 'Nova Pessoa',
        phone: '+351912345678',
        gender: 'F',
        country: 'PT',
        birthday: '1990-05-17',
      }),
    );
  },
};
