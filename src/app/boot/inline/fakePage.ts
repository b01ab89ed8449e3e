/**
 * A small stand-in for the browser's page, for the unit tests of the inline scripts (the unit project runs in
 * Node, with no DOM). It does what the scripts use and no more: a tree of elements with attributes, classes,
 * `dataset`, text, simple selectors (`tag`, `[attr]`, `[attr=value]`, `tag[attr=value]`, lists of them),
 * listeners at the document, and a window with timers and frames run by hand. The scripts' browser behaviour
 * is covered end to end (src/e2e/languages.spec.ts, firstTap.spec.ts).
 */

type Listener = (event: FakeEvent) => void;

export interface FakeEvent {
  type: string;
  target?: unknown;
  [field: string]: unknown;
}

export class FakeNode {
  parentNode: FakeElement | null = null;
  childNodes: FakeNode[] = [];

  constructor(readonly nodeType: number) {}

  get firstChild(): FakeNode | null {
    return this.childNodes[0] ?? null;
  }

  get previousElementSibling(): FakeElement | null {
    const siblings = this.parentNode?.childNodes ?? [];
    for (let at = siblings.indexOf(this) - 1; at >= 0; at--) if (siblings[at]!.nodeType === 1) return siblings[at] as FakeElement;
    return null;
  }

  get textContent(): string {
    return this.childNodes.map((child) => child.textContent).join('');
  }

  set textContent(text: string) {
    for (const child of this.childNodes) child.parentNode = null;
    this.childNodes = text ? [new FakeText(text)] : [];
  }

  appendChild<T extends FakeNode>(node: T): T {
    if (node.nodeType === 11) {
      for (const child of [...node.childNodes]) this.appendChild(child);
      return node;
    }
    node.remove();
    node.parentNode = this as unknown as FakeElement;
    this.childNodes.push(node);
    return node;
  }

  remove(): void {
    if (!this.parentNode) return;
    this.parentNode.childNodes = this.parentNode.childNodes.filter((child) => child !== this);
    this.parentNode = null;
  }

  contains(node: unknown): boolean {
    for (let at = node as FakeNode | null; at; at = at.parentNode) if (at === this) return true;
    return false;
  }
}

export class FakeText extends FakeNode {
  constructor(readonly data: string) {
    super(3);
  }

  override get textContent(): string {
    return this.data;
  }
}

/** `tag`, `[attr]`, `[attr=value]` or `tag[attr=value]`, as the scripts write them. */
const SIMPLE_SELECTOR = /^([a-z]*)(?:\[([a-z-]+)(?:=([^\]]+))?\])?$/;

export class FakeElement extends FakeNode {
  readonly tagName: string;
  readonly attributes = new Map<string, string>();
  private readonly classes = new Set<string>();
  readonly classList = {
    add: (name: string) => void this.classes.add(name),
    remove: (name: string) => void this.classes.delete(name),
    contains: (name: string) => this.classes.has(name),
  };
  /** `data-*` attributes by their camel-cased names, as the browser's `dataset`. */
  readonly dataset: Record<string, string | undefined>;
  [property: string]: unknown;

  constructor(tag: string, attributes: Record<string, string> = {}, children: (FakeNode | string)[] = []) {
    super(1);
    this.tagName = tag.toUpperCase();
    for (const [name, value] of Object.entries(attributes)) this.setAttribute(name, value);
    for (const child of children) this.appendChild(typeof child === 'string' ? new FakeText(child) : child);
    const attribute = (key: string) => `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
    this.dataset = new Proxy({} as Record<string, string | undefined>, {
      get: (_, key) => (typeof key === 'string' ? (this.getAttribute(attribute(key)) ?? undefined) : undefined),
      set: (_, key, value) => {
        this.setAttribute(attribute(String(key)), String(value));
        return true;
      },
    });
  }

  get classNames(): string[] {
    return [...this.classes];
  }

  get lang(): string {
    return this.getAttribute('lang') ?? '';
  }

  set lang(value: string) {
    this.setAttribute('lang', value);
  }

  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }

  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }

  hasAttribute(name: string): boolean {
    return this.attributes.has(name);
  }

  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }

  /** Every element below this one, in document order. */
  descendants(): FakeElement[] {
    return this.childNodes.flatMap((child) => (child instanceof FakeElement ? [child, ...child.descendants()] : []));
  }

  getElementsByTagName(tag: string): FakeElement[] {
    return this.descendants().filter((element) => element.tagName === tag.toUpperCase());
  }

  getElementById(id: string): FakeElement | null {
    return this.descendants().find((element) => element.getAttribute('id') === id) ?? null;
  }

  querySelectorAll(selectors: string): FakeElement[] {
    return this.descendants().filter((element) => element.matches(selectors));
  }

  matches(selectors: string): boolean {
    return selectors.split(',').some((selector) => {
      const [, tag, name, value] = SIMPLE_SELECTOR.exec(selector.trim()) ?? [];
      if (tag === undefined) throw new Error(`fakePage: selector not supported: ${selector}`);
      if (tag && this.tagName !== tag.toUpperCase()) return false;
      if (name && !this.hasAttribute(name)) return false;
      return value === undefined || this.getAttribute(name ?? '') === value;
    });
  }

  closest(selectors: string): FakeElement | null {
    if (this.matches(selectors)) return this;
    return this.parentNode instanceof FakeElement ? this.parentNode.closest(selectors) : null;
  }
}

/** An element: `el('button', { 'aria-label': 'Menu' }, 'text or', el(...))`. */
export const el = (tag: string, attributes: Record<string, string> = {}, ...children: (FakeNode | string)[]) =>
  new FakeElement(tag, attributes, children);

export class FakeDocument extends FakeNode {
  readonly documentElement: FakeElement;
  readonly head: FakeElement;
  readonly body: FakeElement;
  cookie = '';
  title = '';
  readyState: 'loading' | 'interactive' | 'complete' = 'complete';
  visibilityState: 'visible' | 'hidden' = 'visible';
  currentScript: FakeElement | null = null;
  private readonly listeners: { type: string; listener: Listener; capture: boolean }[] = [];

  constructor(options: { html?: Record<string, string>; head?: FakeNode[]; body?: FakeNode[] } = {}) {
    super(9);
    this.head = el('head', {}, ...(options.head ?? []));
    this.body = el('body', {}, ...(options.body ?? []));
    this.documentElement = el('html', options.html ?? {}, this.head, this.body);
    this.appendChild(this.documentElement);
  }

  createElement(tag: string): FakeElement {
    return el(tag);
  }

  createDocumentFragment(): FakeNode {
    return new FakeNode(11);
  }

  getElementById(id: string): FakeElement | null {
    return this.documentElement.getElementById(id);
  }

  addEventListener(type: string, listener: Listener, capture = false): void {
    this.listeners.push({ type, listener, capture });
  }

  /** Calls the document's listeners of the event's type, as the browser would for an event reaching it. */
  dispatchEvent(event: FakeEvent): boolean {
    for (const entry of this.listeners.filter((candidate) => candidate.type === event.type)) entry.listener(event);
    return true;
  }

  /** The listeners registered for a type, and whether they listen in the capture phase. */
  listening(type: string): boolean[] {
    return this.listeners.filter((entry) => entry.type === type).map((entry) => entry.capture);
  }
}

/** A window around a document, whose timers and animation frames a test runs by hand. */
export function fakeWindow(document: FakeDocument, extra: Record<string, unknown> = {}) {
  const timers = new Map<number, { run: () => void; delay: number }>();
  const frames: (() => void)[] = [];
  let next = 1;
  const win = {
    document,
    Event: class {
      constructor(readonly type: string) {}
    },
    setTimeout: (run: () => void, delay = 0) => {
      timers.set(next, { run, delay });
      return next++;
    },
    clearTimeout: (id?: number) => void (id !== undefined && timers.delete(id)),
    requestAnimationFrame: (run: () => void) => frames.push(run),
    ...extra,
  };
  return {
    win,
    /** The delays of the timers still pending. */
    pendingTimers: () => [...timers.values()].map((timer) => timer.delay),
    /** Paints a frame: runs the animation-frame callbacks queued so far. */
    paint: () => frames.splice(0).forEach((run) => run()),
    /** Runs the timers due within `ms` (all of them at once: the tests only ask what has run). */
    elapse: (ms: number) => {
      for (const [id, timer] of [...timers]) {
        if (timer.delay > ms) continue;
        timers.delete(id);
        timer.run();
      }
    },
  };
}
