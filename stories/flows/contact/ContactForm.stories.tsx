import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContactFormContainer, contactFormWithApi } from '@/features/contact';
import { fault } from '../../../mocks/scenarios';
import { contactFormMachine, type ContactFormEvent } from '@machines/contact';
import { seedMachine } from '../../support/seedMachine';
import { language, t } from '../../support/t';
import { say } from '../../../mocks/handlers/messages';

/**
 * Both variants of the contact form with the real machine (machines/contact/contactForm.machine.ts) and the mock
 * backend; failures come from MSW scenarios. One story per state, seeded (support/seedMachine.tsx): the real
 * machine is filled in and sent, with the real call answered by the story's handlers, before the form renders,
 * so each story shows its state with no play function; the plays assert it in the toolbar's language and go on
 * from it where a behaviour needs the user (focus after a new attempt, typing clears an error, dismissing).
 */
const meta = {
  title: 'Flows/ContactForm',
  component: ContactFormContainer,
  args: { variant: 'home' },
  parameters: { machine: contactFormMachine },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 680 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactFormContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONTACT = '/api/send_contact_email/';
const serverError = { msw: { handlers: { contact: [fault('post', CONTACT, 'server', { error: 'Mail server unavailable' })] } } };
const networkError = { msw: { handlers: { contact: [fault('post', CONTACT, 'network')] } } };
const hang = { msw: { handlers: { contact: [fault('post', CONTACT, 'hang')] } } };

type Values = Partial<Record<'name' | 'email' | 'subject' | 'message', string>>;
const home: Values = { name: 'Ana Lopes', email: 'ana@example.com', subject: 'duvida', message: 'Quando abre a próxima edição?' };
const page: Values = { name: 'Ana Lopes', email: 'ana@example.com', message: 'Quero saber mais.' };

/**
 * The visitor fills the form with `values` and sends it, as machine events, before the story renders; the seed
 * stops in the story's `machineState` ('idle': once the form has refused the values).
 */
const sent = (variant: 'home' | 'page', values: Values, refused = false) => [
  seedMachine(contactFormWithApi, {
    input: { variant },
    events: [
      ...Object.entries(values).map(([field, value]) => ({ type: 'form.change', field, value }) as ContactFormEvent),
      { type: 'form.submit' },
    ],
    ...(refused && {
      until: (snapshot) => Object.keys(snapshot.context.errors).length > 0 || snapshot.context.formError !== null,
    }),
  }),
];

const field = (canvasElement: HTMLElement, key: string) => within(canvasElement).getByRole('textbox', { name: t(key) });

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: t('contactForm.submit') }));

/** A play function: the alert of the seeded failure says `text`. */
const failsWith =
  (text: () => string | RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(text());
  };

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

// ---- Home variant ----

/** idle: empty fields, subject placeholder selected. */
export const HomeIdle: Story = {
  parameters: { machineState: 'idle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: t('contactForm.subject') })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: t('contactForm.submit') })).toBeEnabled();
  },
};

/** idle with errors: the exact §5 message per field; a new attempt focuses the first; typing clears that field's error only. */
export const HomeFieldErrors: Story = {
  tags: ['state:error'],
  parameters: { machineState: 'idle' },
  loaders: sent('home', {}, true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('contactForm.errors.nameRequired'))).toBeVisible();
    await expect(canvas.getByText(t('contactForm.errors.emailRequired'))).toBeVisible();
    await expect(canvas.getByText(t('contactForm.errors.subjectRequired'))).toBeVisible();
    await expect(canvas.getByText(t('contactForm.errors.messageRequired'))).toBeVisible();
    await submit(canvasElement);
    await expect(field(canvasElement, 'contactForm.name')).toHaveFocus();
    await userEvent.type(field(canvasElement, 'contactForm.email'), 'ana@');
    await expect(canvas.queryByText(t('contactForm.errors.emailRequired'))).toBeNull();
    await expect(canvas.getByText(t('contactForm.errors.nameRequired'))).toBeVisible();
    await submit(canvasElement);
    await expect(canvas.getByText(t('contactForm.errors.emailInvalid'))).toBeVisible();
  },
};

/** sending: fields and button disabled, sending label (the answer never comes in this story). */
export const HomeSending: Story = {
  tags: ['state:loading'],
  parameters: { ...hang, machineState: 'sending' },
  loaders: sent('home', home),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('contactForm.sending') })).toBeDisabled();
    await expect(field(canvasElement, 'contactForm.name')).toBeDisabled();
    await expect(field(canvasElement, 'contactForm.name')).toHaveValue(home.name);
    await expect(canvas.getByRole('combobox', { name: t('contactForm.subject') })).toBeDisabled();
  },
};

/**
 * sent: form cleared, sent label. It reverts to the normal label after 5 s (machines/contact/contactForm.machine.test.ts with
 * fake timers, src/e2e/home.spec.ts on the page clock); the story holds the sent state for QA.
 */
export const HomeSent: Story = {
  tags: ['state:success'],
  parameters: { machineState: 'sent' },
  loaders: sent('home', home),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('contactForm.sent') })).toBeVisible();
    await expect(field(canvasElement, 'contactForm.name')).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: t('contactForm.subject') })).toHaveValue('');
    await expect(canvas.getByText(t('contactForm.sentStatus'))).toBeVisible();
  },
};

/** failed (HTTP 500 with an error body): 'Erro ao enviar email: ' + the server's error; values kept. */
export const HomeServerError: Story = {
  tags: ['state:error'],
  parameters: { ...serverError, machineState: 'failed' },
  loaders: sent('home', home),
  play: async ({ canvasElement }) => {
    await failsWith(() => t('contactForm.errors.server', { error: 'Mail server unavailable' }))({ canvasElement });
    await expect(field(canvasElement, 'contactForm.name')).toHaveValue(home.name);
  },
};

/** failed (network): 'Erro ao enviar email.'; dismissible. */
export const HomeNetworkError: Story = {
  tags: ['state:error'],
  parameters: { ...networkError, machineState: 'failed' },
  loaders: sent('home', home),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 4000 });
    await expect(alert).toHaveTextContent(exactly(t('contactForm.errors.network')));
    await userEvent.click(within(alert).getByRole('button', { name: t('ui.dismiss') }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * failed, sent while offline: the network toolbar's "offline" (the call fails, the browser says it is
 * offline). The offline message instead of 'Erro ao enviar email.'; every field keeps what was typed.
 */
export const HomeOffline: Story = {
  name: 'Home: offline, nothing sent, what was typed stays',
  tags: ['state:error'],
  globals: { network: 'offline' },
  parameters: { machineState: 'failed' },
  loaders: sent('home', home),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 4000 });
    await expect(alert).toHaveTextContent(t('connection.sendOffline'));
    await expect(field(canvasElement, 'contactForm.name')).toHaveValue(home.name);
    await expect(field(canvasElement, 'contactForm.email')).toHaveValue(home.email);
    await expect(field(canvasElement, 'contactForm.message')).toHaveValue(home.message);
  },
};

// ---- Contact page variant ----

/** idle: full name, email, message; no subject. */
export const PageIdle: Story = {
  parameters: { machineState: 'idle' },
  args: { variant: 'page' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'contactForm.fullName')).toBeVisible();
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};

/** 'Por favor, preencha todos os campos.'; a new attempt focuses the empty field; typing clears it. */
export const PageMissingFields: Story = {
  tags: ['state:error'],
  parameters: { machineState: 'idle' },
  args: { variant: 'page' },
  loaders: sent('page', { ...page, email: '' }, true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('contactForm.errors.allRequired'));
    await submit(canvasElement);
    await expect(field(canvasElement, 'contactForm.email')).toHaveFocus();
    await userEvent.type(field(canvasElement, 'contactForm.email'), 'a');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** 'Insira um email válido.' */
export const PageInvalidEmail: Story = {
  tags: ['state:error'],
  parameters: { machineState: 'idle' },
  args: { variant: 'page' },
  loaders: sent('page', { ...page, email: 'ana-at-example' }, true),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('contactForm.errors.pageEmailInvalid'));
  },
};

/** sending: the button and the fields disabled while the answer is awaited (it never comes in this story). */
export const PageSending: Story = {
  tags: ['state:loading'],
  args: { variant: 'page' },
  parameters: { ...hang, machineState: 'sending' },
  loaders: sent('page', page),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: t('contactForm.sending') })).toBeDisabled();
    await expect(field(canvasElement, 'contactForm.message')).toBeDisabled();
  },
};

/** sent: the thank-you replaces the form for 5 s (then the empty form returns: machine test and e2e). */
export const PageThankYou: Story = {
  tags: ['state:success'],
  parameters: { machineState: 'sent' },
  args: { variant: 'page' },
  loaders: sent('page', page),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('contactForm.thankYouTitle') })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** failed: the server's error in the alert. */
export const PageFailure: Story = {
  tags: ['state:error'],
  args: { variant: 'page' },
  parameters: { ...serverError, machineState: 'failed' },
  loaders: sent('page', page),
  play: failsWith(() => t('contactForm.errors.server', { error: 'Mail server unavailable' })),
};

/** failed (network): 'Erro ao enviar email.' */
export const PageNetworkFailure: Story = {
  tags: ['state:error'],
  args: { variant: 'page' },
  parameters: { ...networkError, machineState: 'failed' },
  loaders: sent('page', page),
  play: failsWith(() => exactly(t('contactForm.errors.network'))),
};

/** The same failure with the language toolbar on English. */
export const PageFailureEnglish: Story = { ...PageFailure, globals: { locale: 'en' } };

/** failed, sent while offline, on the contact page, in English: the offline message; the text stays. */
export const PageOfflineEnglish: Story = {
  name: 'Page: offline, in English',
  tags: ['state:error'],
  args: { variant: 'page' },
  globals: { network: 'offline', locale: 'en' },
  parameters: { machineState: 'failed' },
  loaders: sent('page', page),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 4000 });
    await expect(alert).toHaveTextContent(t('connection.sendOffline'));
    await expect(field(canvasElement, 'contactForm.fullName')).toHaveValue(page.name);
    await expect(field(canvasElement, 'contactForm.message')).toHaveValue(page.message);
  },
};

/**
 * The Network toolbar (.storybook/network.tsx) over the story's own handlers: with "server error" the
 * default handler's success never arrives, and the server's error shows in the alert, in the language the
 * call asked for (the toolbar's).
 */
export const ToolbarServerError: Story = {
  tags: ['state:error'],
  parameters: { machineState: 'failed' },
  name: 'Network toolbar: server error',
  args: { variant: 'page' },
  globals: { network: 'server' },
  loaders: sent('page', page),
  play: failsWith(() => t('contactForm.errors.server', { error: say(language(), 'internalServerError') })),
};

/** The Network toolbar on "no answer": the sending state holds. */
export const ToolbarHang: Story = {
  tags: ['state:loading'],
  parameters: { machineState: 'sending' },
  name: 'Network toolbar: no answer',
  args: { variant: 'page' },
  globals: { network: 'hang' },
  loaders: sent('page', page),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: t('contactForm.sending') })).toBeDisabled();
  },
};
