import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../shared/apiError';
import type { ContactPayload } from '../auth/account';
import {
  contactFailureFrom,
  contactFormMachine,
  toPayload,
  validateHome,
  validatePage,
  type ContactFormInput,
  type ContactValues,
} from './contactForm.machine';

type Outcome = { ok: true } | { ok: false; error: unknown } | 'pending';

function start(input: ContactFormInput, outcome: Outcome = { ok: true }) {
  const sent: ContactPayload[] = [];
  const machine = contactFormMachine.provide({
    actors: {
      sendMessage: fromPromise<unknown, ContactPayload>(async ({ input: payload }) => {
        sent.push(payload);
        if (outcome === 'pending') return new Promise(() => {});
        if (outcome.ok) return { success: true };
        throw outcome.error;
      }),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, sent };
}

const fill = (actor: ReturnType<typeof start>['actor'], values: Partial<ContactValues>) => {
  for (const [field, value] of Object.entries(values))
    actor.send({ type: 'form.change', field: field as keyof ContactValues, value: value as string });
};

const homeValid = { name: 'Ana Lopes', email: 'ana@example.com', subject: 'duvida', message: 'Olá!' };
const pageValid = { name: 'Ana Lopes', email: 'ana@example.com', message: 'Olá!' };

describe('contact form machine: home variant', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts idle and empty', () => {
    const { actor } = start({ variant: 'home' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.values).toEqual({ name: '', email: '', subject: '', message: '' });
  });

  it('shows every §5 field error as a key and stays idle, without calling the server', () => {
    const { actor, sent } = start({ variant: 'home' });
    actor.send({ type: 'form.submit' });
    const ctx = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('idle');
    expect(ctx.errors).toEqual({
      name: 'contactForm.errors.nameRequired',
      email: 'contactForm.errors.emailRequired',
      subject: 'contactForm.errors.subjectRequired',
      message: 'contactForm.errors.messageRequired',
    });
    expect(ctx.firstInvalid).toBe('name');
    expect(sent).toEqual([]);
  });

  it('an invalid email gives Email inválido; whitespace-only counts as empty', () => {
    const { actor } = start({ variant: 'home' });
    fill(actor, { ...homeValid, email: 'ana@', name: '   ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      name: 'contactForm.errors.nameRequired',
      email: 'contactForm.errors.emailInvalid',
    });
  });

  it('changing a field clears only that field error', () => {
    const { actor } = start({ variant: 'home' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.change', field: 'email', value: 'x' });
    const { errors } = actor.getSnapshot().context;
    expect(errors.email).toBeUndefined();
    expect(errors.name).toBe('contactForm.errors.nameRequired');
    expect(errors.subject).toBe('contactForm.errors.subjectRequired');
  });

  it('subject accepts only the four values (the empty placeholder is invalid)', () => {
    for (const subject of ['duvida', 'orcamento', 'feedback', 'outro'])
      expect(validateHome({ ...homeValid, subject })).toEqual({});
    expect(validateHome({ ...homeValid, subject: '' }).subject).toBe('contactForm.errors.subjectRequired');
    expect(validateHome({ ...homeValid, subject: 'spam' }).subject).toBe('contactForm.errors.subjectRequired');
  });

  it('idle -> sending -> sent with the exact §7 payload; the form is cleared; the sent label reverts after 5 s', async () => {
    const { actor, sent } = start({ variant: 'home' });
    fill(actor, { ...homeValid, name: ' Ana Lopes ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ full_name: 'Ana Lopes', email: 'ana@example.com', subject: 'duvida', message: 'Olá!' }]);
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.values).toEqual({ name: '', email: '', subject: '', message: '' });
    await vi.advanceTimersByTimeAsync(4999);
    expect(actor.getSnapshot().value).toBe('sent');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('typing during sent starts a new message (back to idle early)', async () => {
    const { actor } = start({ variant: 'home' });
    fill(actor, homeValid);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'form.change', field: 'name', value: 'B' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.values.name).toBe('B');
  });

  it('ignores edits and submits while sending', () => {
    const { actor, sent } = start({ variant: 'home' }, 'pending');
    fill(actor, homeValid);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.change', field: 'name', value: 'Other' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context.values.name).toBe('Ana Lopes');
    expect(sent).toHaveLength(1);
  });

  it('a server error shows the alert key with the server error field, and keeps the values', async () => {
    const error = new ApiError('http', 'HTTP 500', { status: 500, body: { error: 'SMTP indisponível' } });
    const { actor } = start({ variant: 'home' }, { ok: false, error });
    fill(actor, homeValid);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'server',
      key: 'contactForm.errors.server',
      detail: 'SMTP indisponível',
    });
    expect(actor.getSnapshot().context.values).toEqual(homeValid);
  });

  it('a network failure shows the network key; dismiss returns to idle; resubmit clears the alert', async () => {
    const { actor } = start({ variant: 'home' }, { ok: false, error: new ApiError('network', 'down') });
    fill(actor, homeValid);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network', key: 'contactForm.errors.network' });
    actor.send({ type: 'form.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it.each(['home', 'page'] as const)(
    'sent while offline (#39, %s): the offline message, the values kept, sent again from the alert',
    async (variant) => {
      const values = variant === 'home' ? homeValid : { ...homeValid, subject: '' };
      const { actor, sent } = start(
        { variant },
        { ok: false, error: new ApiError('network', 'Network request failed', { offline: true }) },
      );
      fill(actor, values);
      actor.send({ type: 'form.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.failure).toEqual({ kind: 'offline', key: 'connection.sendOffline' });
      expect(actor.getSnapshot().context.values).toEqual(values);
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().value).toBe('sending');
      expect(sent).toHaveLength(2);
    },
  );

  it('from failed, an invalid resubmit shows field errors and clears the alert; a valid one sends again', async () => {
    const { actor, sent } = start({ variant: 'home' }, { ok: false, error: new ApiError('timeout', 'slow') });
    fill(actor, homeValid);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'form.change', field: 'message', value: ' ' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(actor.getSnapshot().context.errors).toEqual({ message: 'contactForm.errors.messageRequired' });
    fill(actor, { message: 'Again' });
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    fill(actor, { message: 'Third' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
  });

  it('caps very long input and ignores unknown fields', () => {
    const { actor } = start({ variant: 'home' });
    actor.send({ type: 'form.change', field: 'message', value: 'x'.repeat(10_000) });
    actor.send({ type: 'form.change', field: 'nope' as never, value: 'x' });
    expect(actor.getSnapshot().context.values.message).toHaveLength(5000);
    expect(actor.getSnapshot().context.values).not.toHaveProperty('nope');
  });

  it('accepts prefilled values, dropping an unknown subject', () => {
    const { actor } = start({ variant: 'home', initialValues: { message: 'Hi', subject: 'bogus' } });
    expect(actor.getSnapshot().context.values).toEqual({ name: '', email: '', subject: '', message: 'Hi' });
  });
});

describe('contact form machine: page variant', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('missing fields give one form error; typing clears it', () => {
    const { actor, sent } = start({ variant: 'page' });
    fill(actor, { name: 'Ana', message: 'Olá' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.formError).toBe('contactForm.errors.allRequired');
    expect(actor.getSnapshot().context.firstInvalid).toBe('email');
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.change', field: 'email', value: 'a' });
    expect(actor.getSnapshot().context.formError).toBeNull();
    expect(sent).toEqual([]);
  });

  it('an invalid email gives Insira um email válido', () => {
    const { actor } = start({ variant: 'page' });
    fill(actor, { ...pageValid, email: 'not-an-email' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.formError).toBe('contactForm.errors.pageEmailInvalid');
    expect(validatePage({ name: 'a', email: 'a@b.pt', subject: '', message: 'm' })).toBeNull();
  });

  it('sends without subject; the thank-you (sent) lasts 5 s and then the cleared form returns', async () => {
    const { actor, sent } = start({ variant: 'page' });
    fill(actor, pageValid);
    actor.send({ type: 'form.change', field: 'subject', value: 'duvida' });
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ full_name: 'Ana Lopes', email: 'ana@example.com', message: 'Olá!' }]);
    expect(sent[0]).not.toHaveProperty('subject');
    expect(actor.getSnapshot().value).toBe('sent');
    actor.send({ type: 'form.change', field: 'name', value: 'ignored while the thank-you shows' });
    expect(actor.getSnapshot().value).toBe('sent');
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.values).toEqual({ name: '', email: '', subject: '', message: '' });
  });

  it('a server failure without an error field has no detail', async () => {
    const { actor } = start(
      { variant: 'page' },
      { ok: false, error: new ApiError('http', 'HTTP 502', { status: 502, body: '<html>' }) },
    );
    fill(actor, pageValid);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'server', key: 'contactForm.errors.server' });
  });
});

describe('helpers', () => {
  it('toPayload builds the §7 shapes', () => {
    const values = { name: ' A ', email: ' a@b.pt ', subject: 'outro', message: ' m ' };
    expect(toPayload('home', values)).toEqual({ full_name: 'A', email: 'a@b.pt', subject: 'outro', message: 'm' });
    expect(toPayload('page', values)).toEqual({ full_name: 'A', email: 'a@b.pt', message: 'm' });
  });

  it('contactFailureFrom maps every failure kind', () => {
    expect(contactFailureFrom(new ApiError('http', 'x', { status: 400, body: { error: 'Bad' } }))).toEqual({
      kind: 'server',
      key: 'contactForm.errors.server',
      detail: 'Bad',
    });
    expect(contactFailureFrom(new ApiError('malformed', 'x'))).toEqual({ kind: 'network', key: 'contactForm.errors.network' });
    expect(contactFailureFrom(new TypeError('Failed to fetch'))).toEqual({ kind: 'network', key: 'contactForm.errors.network' });
  });
});
