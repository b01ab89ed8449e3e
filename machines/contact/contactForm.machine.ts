import { assign, setup } from 'xstate';
import {
  INPUT_MAX_LENGTH,
  TIMINGS,
  bodyFirst,
  bodyString,
  clampInput,
  isApiError,
  isEmailAddress,
  isOfflineFailure,
  provided,
  sendOfflineKey,
} from '../shared';
import type { ContactPayload } from '../auth';

/**
 * Contact form (product §4 "Contact form", §5, §7, §8), in two variants:
 *
 * - 'home' (home page section): name, email, subject (placeholder '' + duvida, orcamento,
 *   feedback, outro) and message. Each field has its own error ('Nome é obrigatório',
 *   'Email é obrigatório' / 'Email inválido', 'Assunto é obrigatório', 'Mensagem é obrigatória');
 *   changing a field clears its error. Sends {full_name, email, subject, message}. On success the
 *   form is cleared and the button shows the sent label for 5 s (`sent`), then reverts (`idle`).
 * - 'page' (/contact): full name, email and message. One form-level error ('Por favor, preencha
 *   todos os campos.' / 'Insira um email válido.') cleared by typing. Sends {full_name, email,
 *   message}. On success a thank-you replaces the form for 5 s (`sent`), then the cleared form returns.
 *
 * Both: idle -> sending (fields and button disabled, sending label) -> sent | failed. A failure
 * shows an alert: an HTTP error 'Erro ao enviar email: ' + the server's `error` field; a network
 * failure or timeout 'Erro ao enviar email.'. Context holds translation KEYS (never text); the
 * server's own error text is kept apart as `failure.detail` and interpolated by the view.
 */
export type ContactVariant = 'home' | 'page';
export type ContactField = 'name' | 'email' | 'subject' | 'message';
/** The subjects of the home form's select, in its order: the one list (the form shows them, validation accepts only them). */
export const CONTACT_SUBJECTS = ['duvida', 'orcamento', 'feedback', 'outro'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export interface ContactValues {
  name: string;
  email: string;
  /** '' is the placeholder; only used by the home variant. */
  subject: string;
  message: string;
}

export interface ContactFailure {
  kind: 'server' | 'network' | 'offline';
  /**
   * Translation key of the alert: contactForm.errors.server (with {{error}}), contactForm.errors.network, or
   * connection.sendOffline when it was sent while offline.
   */
  key: string;
  /** The server's `error` field (plain text, never HTML); undefined when absent. */
  detail?: string;
}

export interface ContactFormContext {
  variant: ContactVariant;
  values: ContactValues;
  /** Home variant: a translation key per invalid field. */
  errors: Partial<Record<ContactField, string>>;
  /** Page variant: one form-level translation key. */
  formError: string | null;
  failure: ContactFailure | null;
  /** Field to focus after a failed validation. */
  firstInvalid: ContactField | null;
}

export type ContactFormEvent =
  { type: 'form.change'; field: ContactField; value: string } | { type: 'form.submit' } | { type: 'form.dismiss' };

export interface ContactFormInput {
  variant: ContactVariant;
  /** Prefilled values (e.g. the contact page's message for a launch the visitor wants to buy). */
  initialValues?: Partial<ContactValues>;
}

export const contactErrorKeys = {
  nameRequired: 'contactForm.errors.nameRequired',
  emailRequired: 'contactForm.errors.emailRequired',
  emailInvalid: 'contactForm.errors.emailInvalid',
  subjectRequired: 'contactForm.errors.subjectRequired',
  messageRequired: 'contactForm.errors.messageRequired',
  allRequired: 'contactForm.errors.allRequired',
  pageEmailInvalid: 'contactForm.errors.pageEmailInvalid',
  /** A value longer than its field's maximum was cut. */
  tooLong: 'contactForm.errors.tooLong',
  server: 'contactForm.errors.server',
  network: 'contactForm.errors.network',
  offline: sendOfflineKey,
} as const;

/** Longest value kept per field (a paste of a novel does not freeze the page): the markup's maxLength too. */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  name: INPUT_MAX_LENGTH.name,
  email: INPUT_MAX_LENGTH.email,
  subject: 20,
  message: INPUT_MAX_LENGTH.message,
};

export const emptyValues: ContactValues = { name: '', email: '', subject: '', message: '' };

export function fieldsOf(variant: ContactVariant): ContactField[] {
  return variant === 'home' ? ['name', 'email', 'subject', 'message'] : ['name', 'email', 'message'];
}

/** Home variant: per-field translation keys (§5). */
export function validateHome(values: ContactValues): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  if (!values.name.trim()) errors.name = contactErrorKeys.nameRequired;
  if (!values.email.trim()) errors.email = contactErrorKeys.emailRequired;
  else if (!isEmailAddress(values.email.trim())) errors.email = contactErrorKeys.emailInvalid;
  if (!(CONTACT_SUBJECTS as readonly string[]).includes(values.subject)) errors.subject = contactErrorKeys.subjectRequired;
  if (!values.message.trim()) errors.message = contactErrorKeys.messageRequired;
  return errors;
}

/** Page variant: one form-level key, or null (§5). */
export function validatePage(values: ContactValues): { key: string; field: ContactField } | null {
  const missing = (['name', 'email', 'message'] as const).find((f) => !values[f].trim());
  if (missing) return { key: contactErrorKeys.allRequired, field: missing };
  if (!isEmailAddress(values.email.trim())) return { key: contactErrorKeys.pageEmailInvalid, field: 'email' };
  return null;
}

/** The §7 payload: home {full_name, email, subject, message}; page {full_name, email, message}. */
export function toPayload(variant: ContactVariant, values: ContactValues): ContactPayload {
  const base = { full_name: values.name.trim(), email: values.email.trim() };
  return variant === 'home'
    ? { ...base, subject: values.subject, message: values.message.trim() }
    : { ...base, message: values.message.trim() };
}

/** Server fields of a DRF error body, in the order of the form. */
const SERVER_FIELDS = ['full_name', 'email', 'subject', 'message'] as const;

/**
 * The server's own words for a refused message: its `error` field (product §8), else the first message of
 * a DRF field array ({email: ['Enter a valid email address.']}) in form order, non_field_errors[0] or
 * detail, as register does. Plain text, capped at 300 characters.
 */
export function contactServerDetail(body: unknown): string | undefined {
  const detail =
    bodyString(body, 'error') ??
    SERVER_FIELDS.map((field) => bodyFirst(body, field)).find(Boolean) ??
    bodyFirst(body, 'non_field_errors') ??
    bodyString(body, 'detail');
  return detail ? detail.slice(0, 300) : undefined;
}

/**
 * Maps any rejection of the send call to the §8 alert: an HTTP error 'Erro ao enviar email: ' + the
 * server's words; no answer, a timeout or an answer that is not the server's JSON (an HTML page from a
 * proxy or captive portal: 'malformed') 'Erro ao enviar email.' — the message was not delivered. Sent while
 * offline: the offline message (nothing sent, the text is kept, send again once back online).
 */
export function contactFailureFrom(error: unknown): ContactFailure {
  if (isOfflineFailure(error)) return { kind: 'offline', key: contactErrorKeys.offline };
  if (isApiError(error) && error.kind === 'http') {
    const detail = contactServerDetail(error.body);
    return { kind: 'server', key: contactErrorKeys.server, ...(detail ? { detail } : {}) };
  }
  return { kind: 'network', key: contactErrorKeys.network };
}

function initialValues(input: ContactFormInput): ContactValues {
  const values = { ...emptyValues };
  for (const field of fieldsOf(input.variant)) {
    const v = input.initialValues?.[field];
    if (typeof v === 'string') values[field] = v.slice(0, CONTACT_MAX_LENGTH[field]);
  }
  if (input.variant === 'home' && !(CONTACT_SUBJECTS as readonly string[]).includes(values.subject)) values.subject = '';
  return values;
}

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: {} as ContactFormInput,
  },
  actors: {
    /** POST /api/send_contact_email/; provided by the contact feature. */
    sendMessage: provided<unknown, ContactPayload>('sendMessage'),
  },
  delays: {
    sentTimeout: TIMINGS.contactSuccess,
  },
  guards: {
    isValid: ({ context }) =>
      context.variant === 'home' ? Object.keys(validateHome(context.values)).length === 0 : validatePage(context.values) === null,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'form.change' || !fieldsOf(context.variant).includes(event.field)) return {};
      const { value, cut } = clampInput(event.value, CONTACT_MAX_LENGTH[event.field]);
      const { [event.field]: _cleared, ...errors } = context.errors;
      if (!cut) return { values: { ...context.values, [event.field]: value }, errors, formError: null };
      // Said where each variant shows its messages: under the field (home), above the form (page).
      return context.variant === 'home'
        ? {
            values: { ...context.values, [event.field]: value },
            errors: { ...errors, [event.field]: contactErrorKeys.tooLong },
            formError: null,
          }
        : { values: { ...context.values, [event.field]: value }, errors, formError: contactErrorKeys.tooLong };
    }),
    showValidation: assign(({ context }) => {
      if (context.variant === 'home') {
        const errors = validateHome(context.values);
        const firstInvalid = fieldsOf('home').find((f) => errors[f]) ?? null;
        return { errors, firstInvalid, failure: null };
      }
      const result = validatePage(context.values);
      return { formError: result?.key ?? null, firstInvalid: result?.field ?? null, failure: null };
    }),
    clearFeedback: assign({ errors: {}, formError: null, failure: null, firstInvalid: null }),
    clearValues: assign({ values: () => ({ ...emptyValues }) }),
    setFailure: assign({ failure: ({ event }) => contactFailureFrom((event as { error?: unknown }).error) }),
    dismissFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({
    variant: input.variant,
    values: initialValues(input),
    errors: {},
    formError: null,
    failure: null,
    firstInvalid: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'form.change': { actions: 'change' },
        'form.submit': [{ guard: 'isValid', target: 'sending' }, { actions: 'showValidation' }],
      },
    },
    sending: {
      entry: 'clearFeedback',
      invoke: {
        src: 'sendMessage',
        input: ({ context }) => toPayload(context.variant, context.values),
        onDone: { target: 'sent', actions: 'clearValues' },
        onError: { target: 'failed', actions: 'setFailure' },
      },
    },
    /** Home: the sent label for 5 s; page: the thank-you instead of the form for 5 s. */
    sent: {
      after: { sentTimeout: { target: 'idle' } },
      on: {
        // Home only: typing a new message ends the sent label early (the page hides its form).
        'form.change': { guard: ({ context }) => context.variant === 'home', target: 'idle', actions: 'change' },
      },
    },
    /** The failure alert is shown; the form stays filled so the visitor can retry. */
    failed: {
      on: {
        'form.change': { actions: 'change' },
        'form.dismiss': { target: 'idle', actions: 'dismissFailure' },
        'form.submit': [
          { guard: 'isValid', target: 'sending' },
          { target: 'idle', actions: 'showValidation' },
        ],
      },
    },
  },
});
