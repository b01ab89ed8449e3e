/**
 * A story drawn on a Docs page in a frame of its own (issue 35, stories/support/FramedStories.tsx). The stories of
 * one Docs page, drawn inline, share one document: its localStorage, the mock server's handlers (MSW resets them
 * for every story it loads) and the app's module-level actors, so each drew whichever seed or handler came last.
 * In a frame, each story has its own document, modules and MSW handlers; this module gives it its own storage too,
 * because same-origin frames share localStorage, sessionStorage and cookies (and hear each other's storage writes
 * as `storage` events): the cart or the cookie answer of one story must not be those of the next.
 */

/** The query parameter that marks the preview of a story drawn in a frame on a Docs page. */
export const DOCS_FRAME_PARAM = 'docsFrame';

/** Globals a frame takes from the Docs page (the toolbar's language and network condition). */
const FRAME_GLOBALS = ['locale', 'network'] as const;

/**
 * The address of `storyId` drawn alone, as the Docs page shows it: story mode with `embed=true` (Storybook does
 * not run the play function: a Docs page shows the state a story sets up, not what its play does), the toolbar's
 * language and network, no automatic accessibility check, and the frame marker (own storage).
 */
export function docsFrameSrc(storyId: string, globals: Record<string, unknown>): string {
  const pairs = FRAME_GLOBALS.filter((key) => typeof globals[key] === 'string').map((key) => `${key}:${String(globals[key])}`);
  // The accessibility check runs when a story is opened (the Accessibility panel), not for each frame of a Docs page.
  pairs.push('a11y.manual:!true');
  const params = new URLSearchParams({ id: storyId, viewMode: 'story', embed: 'true', [DOCS_FRAME_PARAM]: 'true' });
  params.set('globals', pairs.join(';'));
  return `iframe.html?${params.toString()}`;
}

export function isDocsFrame(search: string): boolean {
  return new URLSearchParams(search).get(DOCS_FRAME_PARAM) === 'true';
}

/** A Storage kept in memory: one frame's localStorage or sessionStorage, seen by no other frame. */
export class MemoryStorage implements Storage {
  #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.#items.get(String(key)) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(String(key), String(value));
  }

  removeItem(key: string): void {
    this.#items.delete(String(key));
  }

  clear(): void {
    this.#items.clear();
  }
}

/**
 * `document.cookie` kept in memory: reading gives `name=value` pairs, writing one `name=value; attributes` sets
 * it, or deletes it when `max-age` is 0 or less or `expires` has passed (path and domain play no part: one frame
 * is one page).
 */
export class MemoryCookies {
  #cookies = new Map<string, string>();

  constructor(private readonly now: () => number = Date.now) {}

  get cookie(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set cookie(written: string) {
    const [pair = '', ...attributes] = String(written).split(';');
    const at = pair.indexOf('=');
    const name = (at < 0 ? '' : pair.slice(0, at)).trim();
    const value = (at < 0 ? pair : pair.slice(at + 1)).trim();
    const attribute = (key: string) =>
      attributes
        .map((part) => part.trim().split('='))
        .find(([k]) => k?.toLowerCase() === key)?.[1]
        ?.trim();
    const maxAge = attribute('max-age');
    const expires = attribute('expires');
    const gone = maxAge !== undefined ? Number(maxAge) <= 0 : expires !== undefined && Date.parse(expires) <= this.now();
    if (gone) this.#cookies.delete(name);
    else this.#cookies.set(name, value);
  }
}

/**
 * In a Docs page's frame, replaces `window.localStorage`, `window.sessionStorage` and `document.cookie` with ones
 * of this frame alone. Must run before any module reads them (the site's stores take the storage when they are
 * created): .storybook/preview.tsx imports it first. Returns whether it did.
 */
export function isolateStorageInDocsFrame(win: Window & typeof globalThis = window): boolean {
  if (!isDocsFrame(win.location.search)) return false;
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(win, name, { value: new MemoryStorage(), configurable: true, enumerable: true });
  }
  const cookies = new MemoryCookies();
  Object.defineProperty(win.document, 'cookie', {
    get: () => cookies.cookie,
    set: (written: string) => {
      cookies.cookie = written;
    },
    configurable: true,
  });
  return true;
}
