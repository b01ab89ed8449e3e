import { describe, expect, it } from 'vitest';
import type { EarlyEvent } from './inline/contract';
import { locate, withoutRepeats } from './earlyEvents';

/** A stand-in element: what `locate` reads of one (the browser behaviour is covered by src/e2e/firstTap.spec.ts). */
const element = (label: string, isConnected = true) =>
  ({
    isConnected,
    textContent: ` ${label}\n `,
    getAttribute: () => null,
  }) as unknown as Element;

const rootOf = (...elements: Element[]) => ({ querySelectorAll: () => elements }) as unknown as ParentNode;

describe('locate: the element a held event stands for once the app has rendered', () => {
  it('is the same element when the app hydrated the page', () => {
    const button = element('Aceitar');
    expect(locate(button, ['button', 3, 'Aceitar'], rootOf())).toBe(button);
  });

  it('is the new element at the same place with the same label when the app rendered anew', () => {
    const fresh = [element('Formações'), element('Recursos')];
    expect(locate(element('Recursos', false), ['button', 1, 'Recursos'], rootOf(...fresh))).toBe(fresh[1]);
  });

  it('is the only element with that label when the place moved, and none when it is ambiguous or gone', () => {
    const moved = [element('Carrinho'), element('Formações'), element('Recursos')];
    expect(locate(element('Recursos', false), ['button', 1, 'Recursos'], rootOf(...moved))).toBe(moved[2]);
    const twice = [element('Adicionar'), element('Outro'), element('Adicionar')];
    expect(locate(element('Adicionar', false), ['button', 1, 'Adicionar'], rootOf(...twice))).toBeNull();
    expect(locate(element('Menu', false), ['button', 0, 'Menu'], rootOf(element('Fechar')))).toBeNull();
  });
});

describe('withoutRepeats: taps repeated on one control count once', () => {
  const a = element('A');
  const b = element('B');
  const click = (target: Element): EarlyEvent => ({ type: 'click', target, key: ['button', 0, ''] });

  it('drops a click that repeats the one before it, and keeps everything else in order', () => {
    const queue = [click(a), click(a), click(a), click(b), click(a)];
    expect(withoutRepeats(queue).map((event) => event.target)).toEqual([a, b, a]);
  });

  it('keeps every send: a form ignores one made while it is busy', () => {
    const send: EarlyEvent = { type: 'submit', target: a, key: ['form', 0, ''] };
    expect(withoutRepeats([click(a), send, send])).toHaveLength(3);
  });
});
