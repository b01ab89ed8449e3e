import { describe, expect, it } from 'vitest';
import { LANGUAGE_PENDING_CLASS, LANGUAGE_SWAPPED_EVENT, type PageWindow } from './contract';
import showEnglishVisitorsEnglish from './language';
import { el, FakeDocument, fakeWindow } from './fakePage';

const ENGLISH_PAGE = '/unprefixed-en/book/1';
const ENGLISH_TEXTS = '/assets/translation.en.abc.json';

interface Visitor {
  saved?: string | null;
  cookie?: string;
  languages?: string[];
  /** The navigation's type and the history entry's state (a back / forward visit). */
  navigation?: { type: string; state: unknown };
  storageThrows?: boolean;
  /** What the English page's address answers: its HTML, a failure, or nothing to fetch with. */
  english?: { ok: boolean; html: string } | 'network error' | 'no fetch';
  loading?: boolean;
}

/** The English version of the page, as the build writes it: its own rules, title and markup. */
function englishDocument(options: { prerendered?: string; rules?: string[] } = {}) {
  const rules = (options.rules ?? ['.en{}']).map((text) => el('style', { 'data-styled': 'active' }, text));
  const document = new FakeDocument({
    head: rules,
    body: [
      el(
        'div',
        { id: 'root', 'data-prerendered': options.prerendered ?? 'en' },
        el('h1', {}, 'The book'),
        el('p', {}, 'Read it'),
      ),
    ],
  });
  document.title = 'The book · Helena';
  return document;
}

/** A Portuguese prerendered page, the script run in its head for this visitor. */
function visit(visitor: Visitor, parsed: Record<string, FakeDocument> = { '<english>': englishDocument() }) {
  const root = el('div', { id: 'root', 'data-prerendered': 'pt' }, el('h1', {}, 'O livro'));
  const document = new FakeDocument({
    html: { lang: 'pt', 'data-texts-en': ENGLISH_TEXTS, 'data-page-en': ENGLISH_PAGE },
    head: [el('style', { 'data-styled': 'active' }, '.pt{}')],
    body: [root],
  });
  document.title = 'O livro · Helena';
  document.cookie = visitor.cookie ?? '';
  if (visitor.loading) document.readyState = 'loading';
  const events: string[] = [];
  document.addEventListener(LANGUAGE_SWAPPED_EVENT, () => events.push(LANGUAGE_SWAPPED_EVENT));
  const fetched: string[] = [];
  const english = visitor.english ?? { ok: true, html: '<english>' };
  const { win } = fakeWindow(document, {
    localStorage: {
      getItem: (key: string) => {
        if (visitor.storageThrows) throw new Error('SecurityError');
        return key === 'i18nextLng' ? (visitor.saved ?? null) : null;
      },
    },
    navigator: { languages: visitor.languages ?? ['pt-PT', 'pt'], language: 'pt-PT' },
    performance: { getEntriesByType: () => (visitor.navigation ? [{ type: visitor.navigation.type }] : []) },
    history: { state: visitor.navigation?.state ?? null },
    ...(english !== 'no fetch' && {
      fetch: (url: string) => {
        fetched.push(url);
        if (english === 'network error') return Promise.reject(new TypeError('Failed to fetch'));
        return Promise.resolve({ ok: english.ok, text: () => Promise.resolve(english.html) });
      },
      DOMParser: class {
        parseFromString(text: string) {
          return parsed[text] ?? englishDocument({ prerendered: 'pt' });
        }
      },
    }),
  });
  showEnglishVisitorsEnglish(win as unknown as PageWindow);
  const html = document.documentElement;
  return {
    document,
    root,
    html,
    events,
    fetched,
    /** What the visitor sees of the page now. */
    state: () => ({
      lang: html.lang,
      pending: html.classList.contains(LANGUAGE_PENDING_CLASS),
      swap: html.getAttribute('data-lang-swap'),
      prerendered: root.getAttribute('data-prerendered'),
      swapped: root.hasAttribute('data-swapped'),
      heading: root.textContent,
      title: document.title,
      rules: document.head.getElementsByTagName('style').map((style) => style.textContent),
    }),
  };
}

/** Lets the fetch and the parse of the English page settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const untouched = {
  lang: 'pt',
  pending: false,
  swap: null,
  prerendered: 'pt',
  swapped: false,
  heading: 'O livro',
  title: 'O livro · Helena',
  rules: ['.pt{}'],
};

describe('the language script: which visitor is English', () => {
  it('leaves a Portuguese visitor the page as served, fetching nothing', async () => {
    const { state, fetched, document } = visit({});
    await settle();
    expect(state()).toEqual(untouched);
    expect(fetched).toEqual([]);
    expect(document.head.getElementsByTagName('link')).toEqual([]);
  });

  it("reads the detector's signals in its order: saved choice, cookie, browser languages, the page's lang", () => {
    const lang = (visitor: Visitor) => visit(visitor).html.lang;
    expect(lang({ saved: 'en', languages: ['pt-PT'] })).toBe('en');
    expect(lang({ saved: 'pt', cookie: 'i18next=en', languages: ['en-GB'] })).toBe('pt');
    expect(lang({ cookie: 'a=1; i18next=en-US; b=2', languages: ['pt-PT'] })).toBe('en');
    expect(lang({ cookie: 'i18next=en%2DGB', languages: ['pt-PT'] })).toBe('en');
    expect(lang({ languages: ['de-DE', 'en-GB', 'pt-PT'] })).toBe('en');
    expect(lang({ languages: ['de-DE', 'fr'] })).toBe('pt');
    expect(lang({ saved: 'EN', languages: [] })).toBe('en');
  });

  it('on back / forward, the language the entry was left in comes first', () => {
    const lang = (visitor: Visitor) => visit(visitor).html.lang;
    expect(lang({ saved: 'en', navigation: { type: 'back_forward', state: { lang: 'pt' } } })).toBe('pt');
    expect(lang({ saved: 'pt', navigation: { type: 'back_forward', state: { lang: 'en' } } })).toBe('en');
    expect(lang({ saved: 'pt', navigation: { type: 'navigate', state: { lang: 'en' } } })).toBe('pt');
    expect(lang({ saved: 'pt', navigation: { type: 'back_forward', state: null } })).toBe('pt');
  });

  it('reads on without storage, and leaves the page alone when the language cookie cannot be read', () => {
    expect(visit({ storageThrows: true, languages: ['en-GB'] }).html.lang).toBe('en');
    const broken = visit({ cookie: 'i18next=%E0%A4%A', languages: ['en-GB'] });
    expect(broken.state()).toEqual(untouched);
  });
});

describe('the language script: an English visitor', () => {
  it('hides the Portuguese page, preloads the English texts and swaps the English page in', async () => {
    const { state, fetched, document, events } = visit({ languages: ['en-GB'] });
    expect(state()).toMatchObject({ lang: 'en', pending: true, swap: null, heading: 'O livro' });
    const [preload] = document.head.getElementsByTagName('link');
    expect(preload).toMatchObject({ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: ENGLISH_TEXTS });
    expect(fetched).toEqual([ENGLISH_PAGE]);
    await settle();
    expect(state()).toEqual({
      lang: 'en',
      pending: false,
      swap: 'done',
      prerendered: 'en',
      swapped: true,
      heading: 'The bookRead it',
      title: 'The book · Helena',
      rules: ['.en{}'],
    });
    expect(events).toEqual([LANGUAGE_SWAPPED_EVENT]);
  });

  it("adds the English page's rules when the style elements are not one each", async () => {
    const { state } = visit({ languages: ['en'] }, { '<english>': englishDocument({ rules: ['.a{}', '.b{}'] }) });
    await settle();
    expect(state().rules).toEqual(['.pt{}', '.a{}', '.b{}']);
  });

  it('waits for the document to be parsed before swapping', async () => {
    const { state, document } = visit({ languages: ['en'], loading: true });
    await settle();
    expect(state()).toMatchObject({ swapped: false, swap: null });
    document.dispatchEvent({ type: 'DOMContentLoaded' });
    expect(state()).toMatchObject({ swapped: true, swap: 'done', pending: false });
  });

  it('swaps nothing once the app has begun to render, and still says it is done', async () => {
    const { state, root, events, document } = visit({ languages: ['en'], loading: true });
    await settle();
    root.attributes.delete('data-prerendered');
    document.dispatchEvent({ type: 'DOMContentLoaded' });
    expect(state()).toMatchObject({ swapped: false, swap: 'done', pending: true, heading: 'O livro' });
    expect(events).toEqual([LANGUAGE_SWAPPED_EVENT]);
  });

  it("keeps the page hidden for the app when the English page fails or is not the site's, and says it is done", async () => {
    for (const english of [{ ok: false, html: '<english>' }, 'network error', { ok: true, html: 'other' }] as const) {
      const { state, events } = visit({ languages: ['en'], english });
      await settle();
      expect(state(), JSON.stringify(english)).toMatchObject({ swapped: false, swap: 'done', pending: true, heading: 'O livro' });
      expect(events).toEqual([LANGUAGE_SWAPPED_EVENT]);
    }
  });

  it('says it is done at once when the browser cannot fetch and parse', () => {
    const { state, events } = visit({ languages: ['en'], english: 'no fetch' });
    expect(state()).toMatchObject({ swap: 'done', pending: true });
    expect(events).toEqual([LANGUAGE_SWAPPED_EVENT]);
  });
});
