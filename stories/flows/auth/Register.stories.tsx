import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SnapshotFrom } from 'xstate';
import { Component as RegisterPage } from '@/pages/register/RegisterPage';
import { Component as LoginPage } from '@/pages/login/LoginPage';
import { PageHarness } from '../../support/PageHarness';
import { resetAccounts } from '../../support/accounts';
import { http, HttpResponse } from 'msw';
import { apiPath, fault } from '../../../mocks/scenarios';
import { say, sayTo } from '../../../mocks/handlers/messages';
import { authHandlers } from '../../../mocks/handlers/auth';
import { db } from '../../../mocks/db';
import { registerMachine, type RegisterEvent, type RegisterValues } from '@machines/auth';
import { seedMachine } from '../../support/seedMachine';
import { language, startsWith, t } from '../../support/t';
import { registerCalls } from '@/features/auth';

/**
 * machines/auth/register.machine.ts with the real /register page and the mock account service and breach range API.
 * States: idle (with client errors) -> checkingBreach -> submitting -> succeeded | failed.
 * Each state is seeded (support/seedMachine.tsx): the real machine is filled in and sent, with the real calls
 * answered by the story's handlers, before the page renders; the play functions only assert, in the language
 * of the toolbar, and go on from the state where a behaviour needs the user (focus after a new attempt).
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

const filled: RegisterValues = {
  email: 'nova@example.com',
  password: 'Fresh!Pass9',
  confirmPassword: 'Fresh!Pass9',
  fullName: 'Nova Pessoa',
  country: 'PT',
  phone: '912 345 678',
  gender: 'F',
  birthDate: '1990-05-17',
  acceptTerms: true,
};

/** The user fills the form with `values` (over the defaults above) and sends it, as machine events. */
function sent(values: Partial<RegisterValues> = {}): RegisterEvent[] {
  const all = { ...filled, ...values };
  const changes = (Object.keys(all) as (keyof RegisterValues)[]).map(
    (field) => ({ type: 'register.change', field, value: all[field] }) as RegisterEvent,
  );
  return [...changes, { type: 'register.submit' }];
}

/** The form in the state the story seeded, sent as the user sends it. */
const seeded = (values: Partial<RegisterValues> = {}, until?: (snapshot: SnapshotFrom<typeof registerMachine>) => boolean) => [
  seedMachine(registerMachine.provide({ actors: registerCalls }), { input: {}, events: sent(values), until }),
];

/** Click then paste: one input event per field keeps the long form quick to fill. */
async function enter(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

/** Fills the form through the page, as a visitor does (for the stories that end on another page). */
async function fillForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await enter(await canvas.findByRole('textbox', { name: t('register.fields.email') }), filled.email);
  await enter(canvas.getByLabelText(t('register.fields.password')), filled.password);
  await enter(canvas.getByLabelText(t('register.fields.confirmPassword')), filled.confirmPassword);
  await enter(canvas.getByRole('textbox', { name: t('register.fields.fullName') }), filled.fullName);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('register.fields.country') }), filled.country);
  await enter(canvas.getByRole('textbox', { name: t('register.fields.phone') }), filled.phone);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('register.fields.gender') }), filled.gender);
  await userEvent.type(canvas.getByLabelText(t('register.fields.birthDate')), filled.birthDate);
  await userEvent.click(canvas.getByRole('checkbox', { name: startsWith('register.acceptTermsPrefix') }));
}

const submit = async (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: t('register.submit') }));

/** idle: every field, links to /login, /termos-condicoes and /politica; countries named in the UI language. */
export const Idle: Story = {
  parameters: { machineState: 'idle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('register.title') })).toBeVisible();
    const country = canvas.getByRole('combobox', { name: t('register.fields.country') }) as HTMLSelectElement;
    const lang = language();
    const germany = new Intl.DisplayNames([lang === 'pt' ? 'pt-PT' : 'en'], { type: 'region' }).of('DE');
    // The browser's own country names come with the render after the first (useHydrated: a background render).
    await waitFor(() => expect([...country.options].some((o) => o.value === 'DE' && o.text === germany)).toBe(true));
    const names = [...country.options].filter((o) => o.value !== '').map((o) => o.text);
    await expect(names).toEqual(
      [...names].sort(new Intl.Collator(lang === 'pt' ? 'pt-PT' : 'en', { sensitivity: 'base' }).compare),
    );
    if (lang === 'pt') {
      // European Portuguese names (Intl pt-PT), not Brazilian ones.
      for (const name of ['Arménia', 'Polónia', 'Quénia', 'Eslovénia', 'Mónaco']) await expect(names).toContain(name);
      await expect(names.filter((name) => /[êô]n/.test(name))).toEqual([]);
    }
    const gender = canvas.getByRole('combobox', { name: t('register.fields.gender') }) as HTMLSelectElement;
    await expect([...gender.options].map((o) => [o.value, o.text])).toEqual([
      ['', t('register.placeholders.gender')],
      ...['M', 'F', 'O', 'PNS'].map((g) => [g, t(`register.genders.${g}`)]),
    ]);
    await expect(canvas.getByRole('link', { name: t('register.termsLink') })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/termos-condicoes$/),
    );
    await expect(canvas.getByRole('link', { name: t('register.privacyLink') })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/politica$/),
    );
    await expect(canvas.getByRole('link', { name: t('register.login') })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/login$/),
    );
    await expect(canvas.queryByRole('meter')).toBeNull();
    const password = canvas.getByLabelText(t('register.fields.password'));
    await userEvent.type(password, 'abc');
    const meter = canvas.getByRole('meter', { name: t('strength.title') });
    await expect(meter).toHaveAttribute('aria-valuetext', t('strength.levels.weak'));
    await userEvent.type(password, 'DEF12!');
    await expect(meter).toHaveAttribute('aria-valuetext', t('strength.levels.excellent'));
    await userEvent.selectOptions(country, 'BR');
    const brazil = new Intl.DisplayNames([lang === 'pt' ? 'pt-PT' : 'en'], { type: 'region' }).of('BR');
    await expect(canvas.getByText(t('register.hints.phoneWithCode', { code: '+55', country: brazil }))).toBeVisible();
  },
};

/** idle with client errors (§5): one message per field, focus on the first; typing clears that field's error. */
export const FieldErrors: Story = {
  tags: ['state:error'],
  parameters: { machineState: 'idle' },
  loaders: seeded(
    {
      email: '',
      phone: '91-23',
      password: 'abcdefgh',
      confirmPassword: 'abcdefgx',
      fullName: ' A ',
      country: '',
      gender: '',
      birthDate: '',
      acceptTerms: false,
    },
    (snapshot) => snapshot.matches('idle') && snapshot.context.attempt > 0,
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: t('register.fields.email') });
    await expect(email).toHaveAccessibleDescription(t('register.errors.emailRequired'));
    await expect(canvas.getByLabelText(t('register.fields.password'))).toHaveAccessibleDescription(
      new RegExp(t('register.errors.passwordUpper').replace('.', '\\.')),
    );
    await expect(canvas.getByLabelText(t('register.fields.confirmPassword'))).toHaveAccessibleDescription(
      t('register.errors.passwordMismatch'),
    );
    await expect(canvas.getByRole('textbox', { name: t('register.fields.fullName') })).toHaveAccessibleDescription(
      t('register.errors.fullNameMin', { min: 2 }),
    );
    await expect(canvas.getByRole('combobox', { name: t('register.fields.country') })).toHaveAccessibleDescription(
      t('register.errors.countryRequired'),
    );
    await expect(canvas.getByRole('textbox', { name: t('register.fields.phone') })).toHaveAccessibleDescription(
      new RegExp(t('register.errors.phoneDigits', { min: 8 }).replace('.', '\\.')),
    );
    await expect(canvas.getByRole('checkbox', { name: startsWith('register.acceptTermsPrefix') })).toHaveAccessibleDescription(
      t('register.errors.termsRequired'),
    );
    // A new attempt moves focus to the first invalid field.
    await submit(canvasElement);
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'a');
    await expect(canvas.queryByText(t('register.errors.emailRequired'))).toBeNull();
    await expect(canvas.getByText(t('register.errors.passwordMismatch'))).toBeVisible();
  },
};

/** checkingBreach: 'Checking for breaches...' (pt: 'A verificar fugas de dados...'), submit and inputs disabled. */
export const CheckingBreach: Story = {
  tags: ['state:loading'],
  parameters: { machineState: 'checkingBreach', msw: { handlers: { breach: [fault('get', BREACH, 'hang')] } } },
  loaders: seeded(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('register.checkingBreach') })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: t('register.fields.email') })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: t('register.fields.email') })).toHaveValue(filled.email);
  },
};

/** The same state with the language toolbar on English: the same play, in the English texts. */
export const CheckingBreachEnglish: Story = { ...CheckingBreach, globals: { locale: 'en' } };

/** A breached password (found by the range lookup) is refused under the password field; nothing is registered. */
export const Breached: Story = {
  tags: ['state:error'],
  parameters: { machineState: 'idle', stateDetail: 'password refused as breached' },
  loaders: seeded({ password: 'Password123!', confirmPassword: 'Password123!' }, (snapshot) =>
    Boolean(snapshot.matches('idle') && snapshot.context.errors.password),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = await canvas.findByLabelText(t('register.fields.password'));
    await expect(password).toHaveAccessibleDescription(new RegExp(t('register.errors.passwordBreached').replace(/[.]/g, '\\.')));
    await expect(db.state.users.some((u) => u.email === filled.email)).toBe(false);
    // Sent again, the real lookup refuses it again and focus goes to the password.
    await submit(canvasElement);
    await waitFor(() => expect(password).toHaveFocus(), { timeout: 4000 });
    await expect(canvas.getByText(t('register.errors.passwordBreached'))).toBeVisible();
  },
};

/** submitting: spinner and 'Registrando...'. */
export const Submitting: Story = {
  tags: ['state:loading'],
  parameters: { ...registerFault('hang'), machineState: 'submitting' },
  loaders: seeded(),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: t('register.submitting') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * failed: the first message of each server field array under its field, in the language the call asked for
 * (the toolbar's): a server answering from the mock's table of messages.
 */
export const ServerFieldErrors: Story = {
  name: "Server rejects fields: a message under each, in the page's language",
  tags: ['state:error'],
  parameters: {
    msw: {
      handlers: {
        auth: [
          http.post(apiPath(REGISTER), ({ request }) =>
            HttpResponse.json(
              {
                email: [sayTo(request, 'emailTaken')],
                phone: [sayTo(request, 'phoneInvalid'), 'second'],
                password2: [sayTo(request, 'passwordMismatch')],
              },
              { status: 400 },
            ),
          ),
          ...authHandlers,
        ],
      },
    },
    machineState: 'failed',
  },
  loaders: seeded(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('serverMessages.emailTaken'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('register.fields.phone') })).toHaveAccessibleDescription(
      new RegExp(`${say(language(), 'phoneInvalid').replace(/\./g, '\\.')}$`),
    );
    await expect(canvas.getByLabelText(t('register.fields.confirmPassword'))).toHaveAccessibleDescription(
      say(language(), 'passwordMismatch'),
    );
    await expect(canvas.queryByText('second')).toBeNull();
    await expect(canvas.queryByRole('alert', { name: t('register.bannerTitle') })).toBeNull();
    // Sent again: the same answer, and focus on the first field it names.
    await submit(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: t('register.fields.email') })).toHaveFocus(), {
      timeout: 4000,
    });
  },
};

/** The real mock service refuses a duplicate e-mail, in the page's language. */
export const DuplicateEmail: Story = {
  tags: ['state:error'],
  parameters: { machineState: 'failed' },
  loaders: seeded({ email: 'demo@example.com' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('serverMessages.emailTaken'))).toBeVisible();
  },
};

/**
 * failed: a server that answers in English whatever it is asked: the messages the site knows (e-mail
 * taken, required, password too short) in the page's language; any other as the server wrote it.
 */
export const ServerInEnglish: Story = {
  name: "Server answers in English: known messages in the page's language, others as written",
  tags: ['state:error'],
  parameters: {
    ...registerFault('badRequest', {
      email: ['A user with this email already exists.'],
      country: ['This field is required.'],
      password: ['This password is too short. It must contain at least 10 characters.'],
      phone: ['Enter a valid phone number.'],
    }),
    machineState: 'failed',
  },
  loaders: seeded(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('serverMessages.emailTaken'))).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t('register.fields.country') })).toHaveAccessibleDescription(
      t('serverMessages.required'),
    );
    await expect(canvas.getByLabelText(t('register.fields.password'))).toHaveAccessibleDescription(
      new RegExp(t('serverMessages.passwordTooShort', { min: 10 }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(canvas.getByRole('textbox', { name: t('register.fields.phone') })).toHaveAccessibleDescription(
      /Enter a valid phone number\.$/,
    );
  },
};

/** failed: non_field_errors[0] in a dismissible banner; editing a field also clears it. */
export const NonFieldBanner: Story = {
  name: 'Server refuses the registration: a banner you can close',
  tags: ['state:error'],
  parameters: {
    ...registerFault('badRequest', { non_field_errors: ['Registrations are paused for maintenance.', 'second'] }),
    machineState: 'failed',
  },
  loaders: seeded(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByText('Registrations are paused for maintenance.');
    await expect(banner).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.dismiss') }));
    await expect(canvas.queryByText('Registrations are paused for maintenance.')).toBeNull();
    await submit(canvasElement);
    await expect(await canvas.findByText('Registrations are paused for maintenance.', {}, { timeout: 4000 })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: t('register.fields.fullName') }), 'x');
    await expect(canvas.queryByText('Registrations are paused for maintenance.')).toBeNull();
  },
};

/** failed: a non-HTTP error -> 'An unexpected error occurred. Please try again.' (pt translation). */
export const Unexpected: Story = {
  name: 'Unexpected error: a try-again banner',
  tags: ['state:error'],
  parameters: { ...registerFault('network'), machineState: 'failed' },
  loaders: seeded(),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('register.errors.unexpected'));
  },
};

/**
 * failed, sent while offline: the network toolbar's "offline" (every call fails, the browser says it is
 * offline; the breach check fails too and accepts the password). The offline banner instead of the unexpected
 * error; every field keeps what was typed.
 */
export const Offline: Story = {
  name: 'Offline: nothing sent, what was typed stays',
  tags: ['state:error'],
  globals: { network: 'offline' },
  parameters: { machineState: 'failed' },
  loaders: seeded(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 4000 });
    await expect(alert).toHaveTextContent(t('connection.sendOffline'));
    await expect(canvas.getByRole('textbox', { name: t('register.fields.email') })).toHaveValue(filled.email);
    await expect(canvas.getByRole('textbox', { name: t('register.fields.fullName') })).toHaveValue(filled.fullName);
    await expect(canvas.getByRole('textbox', { name: t('register.fields.phone') })).toHaveValue(filled.phone);
    await expect(canvas.getByLabelText(t('register.fields.password'))).toHaveValue(filled.password);
  },
};

/** A failed breach check accepts the password (the registration goes on). Ends on the login page. */
export const BreachCheckDown: Story = {
  name: 'Breach check unavailable: password accepted, account created',
  tags: ['state:success'],
  parameters: { machineState: 'succeeded', msw: { handlers: { breach: [fault('get', BREACH, 'server')] } } },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await submit(canvasElement);
    await expect(await within(canvasElement).findByText(t('login.registrationSuccess'), {}, { timeout: 5000 })).toBeVisible();
  },
};

/** succeeded: the §7 payload is stored and the login page shows the registrationSuccess message. */
export const Success: Story = {
  tags: ['state:success'],
  parameters: { machineState: 'succeeded' },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await submit(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('login.registrationSuccess'), {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: t('login.title') })).toBeVisible();
    await waitFor(() =>
      expect(db.state.users.find((u) => u.email === filled.email)).toMatchObject({
        full_name: 'Nova Pessoa',
        phone: '+351912345678',
        gender: 'F',
        country: 'PT',
        birthday: '1990-05-17',
      }),
    );
  },
};
