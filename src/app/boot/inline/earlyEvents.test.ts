import { describe, expect, it } from 'vitest';
import type { EarlyEvents } from './contract';
import holdEarlyEvents from './earlyEvents';
import { el, FakeDocument, type FakeElement } from './fakePage';

/** A prerendered page with a few controls in #root, and one outside it; the script started in its head. */
function page() {
  const menu = el('button', { 'aria-label': 'Menu' }, el('span', {}, '☰'));
  const add = el('button', {}, '  Adicionar\n ao   carrinho ');
  const tab = el('div', { role: 'tab' }, 'Resumo');
  const link = el('a', { href: '/book/1' }, el('span', {}, 'Livro'));
  const details = el('summary', {}, 'Mais');
  const email = el('input', { type: 'email', name: 'email' });
  const send = el('button', { type: 'submit' }, 'Enviar');
  const form = el('form', { method: 'dialog' }, email, send);
  const root = el('div', { id: 'root' }, menu, add, tab, link, details, form);
  const outside = el('button', {}, 'Fora');
  const document = new FakeDocument({ body: [root, outside] });
  const win = { document } as { document: FakeDocument; __earlyEvents?: EarlyEvents };
  holdEarlyEvents(win as unknown as Window);
  const early = win.__earlyEvents as EarlyEvents;
  /** Sends an event at the document as the browser would deliver it; says whether the script held it. */
  const fire = (type: string, target: FakeElement, init: Record<string, unknown> = {}) => {
    const seen = { prevented: false, stopped: false };
    document.dispatchEvent({
      type,
      target,
      button: 0,
      preventDefault: () => (seen.prevented = true),
      stopImmediatePropagation: () => (seen.stopped = true),
      ...init,
    });
    return seen.prevented && seen.stopped ? 'held' : seen.prevented || seen.stopped ? 'half' : 'let through';
  };
  return { document, early, fire, menu, add, tab, link, details, email, send, form, outside };
}

describe('the early-events script (taps and typing before the app has started)', () => {
  it('leaves an empty record for the app and listens at the document in the capture phase', () => {
    const { document, early } = page();
    expect(early).toEqual({ live: false, queue: [], fields: [] });
    for (const type of ['click', 'submit', 'input', 'change']) expect(document.listening(type), type).toEqual([true]);
    // And for failed images (images.test.ts).
    expect(document.listening('error')).toEqual([true]);
  });

  it('holds a tap on a control of the page, named by tag, place among its tag and label', () => {
    const { early, fire, menu, add, tab } = page();
    expect(fire('click', menu.firstChild as FakeElement)).toBe('held');
    expect(fire('click', add)).toBe('held');
    expect(fire('click', tab)).toBe('held');
    expect(early.queue).toEqual([
      { type: 'click', target: menu, key: ['button', 0, 'Menu'] },
      { type: 'click', target: add, key: ['button', 1, 'Adicionar ao carrinho'] },
      { type: 'click', target: tab, key: ['div', 0, 'Resumo'] },
    ]);
  });

  it('leaves links, <summary>, fields and anything outside #root to the browser', () => {
    const { early, fire, link, details, email, outside } = page();
    expect(fire('click', link.firstChild as FakeElement)).toBe('let through');
    expect(fire('click', details)).toBe('let through');
    expect(fire('click', email)).toBe('let through');
    expect(fire('click', outside)).toBe('let through');
    expect(early.queue).toEqual([]);
  });

  it('leaves a click with a modifier key or another button, and one on no element', () => {
    const { early, fire, add } = page();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      expect(fire('click', add, init), JSON.stringify(init)).toBe('let through');
    expect(fire('click', { nodeType: 9 } as unknown as FakeElement)).toBe('let through');
    expect(early.queue).toEqual([]);
  });

  it('holds a send with the button that sent it', () => {
    const { early, fire, form, send } = page();
    expect(fire('submit', form, { submitter: send })).toBe('held');
    expect(fire('submit', form)).toBe('held');
    expect(early.queue).toEqual([
      { type: 'submit', target: form, key: ['form', 0, 'Enviar'], submitter: send },
      { type: 'submit', target: form, key: ['form', 0, 'Enviar'], submitter: null },
    ]);
  });

  it('notes each field typed into once, with its latest value, and lets the typing through', () => {
    const { early, fire, email, tab } = page();
    email.value = 'a';
    expect(fire('input', email)).toBe('let through');
    email.value = 'ana@example.pt';
    fire('input', email);
    fire('change', email);
    // Not a field: no value to keep.
    fire('input', tab);
    expect(early.fields).toEqual([{ target: email, key: ['input', 0, 'email'], value: 'ana@example.pt' }]);
  });

  it('lets everything through once the app is live', () => {
    const { early, fire, add, form, email } = page();
    early.live = true;
    email.value = 'x';
    expect(fire('click', add)).toBe('let through');
    expect(fire('submit', form)).toBe('let through');
    fire('input', email);
    expect(early).toEqual({ live: true, queue: [], fields: [] });
  });
});
