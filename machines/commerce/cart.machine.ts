import { assign, setup } from 'xstate';
import { COMMERCE } from '../shared';
import { isProductType, priceCents, type ProductType } from './rules';

/**
 * Cart (product §3 Cart item, §4 Cart, §5 Cart quantity, §9 shipping and snapshot expiry).
 *
 * Pure: the app provides `persist` (writes the `cart` snapshot with its expiry, or removes it when
 * the list is empty) and `deleteSnapshot` (removes it when it expires). The snapshot expires
 * `snapshotTtl` ms after the last change (300000 ms): the machine then empties itself, so an open
 * tab agrees with what storage says (expired = absent and deleted).
 */

export interface CartItem {
  type: ProductType;
  /** Id of the book or course (the product object of product §3, reduced to what the cart needs). */
  id: number;
  quantity: number;
  /** Euros: a number, or text with a euro sign (course prices may be '350 €'). */
  price: number | string;
  /** Translation key of the title (e.g. 'catalog.books.1.title') when the product is in the catalogue. */
  titleKey?: string;
  /** Title text as stored locally (product §3 Cart item: stored in `cart` with title and price). */
  title?: string;
}

/** What `cart.add` carries: the product (at least id, type and price). */
export type CartProductInput = Omit<CartItem, 'quantity'>;

export interface CartContext {
  items: CartItem[];
  /** Milliseconds until the snapshot expires; full TTL after a local change, remaining TTL after a load or sync. */
  ttlMs: number;
}

export interface CartInput {
  items?: CartItem[];
  ttlMs?: number;
}

/**
 * `maxQuantity` is the most of that product one line may hold (a book's stock, the payment call's cap), given by
 * the app from its catalogue: an add fills the line up to it and no further, an update is cut to it. Without it
 * a line has no limit.
 */
export type CartEvent =
  | { type: 'cart.add'; item: CartProductInput; quantity?: number; maxQuantity?: number }
  | { type: 'cart.update'; itemType: ProductType; id: number; quantity: number; maxQuantity?: number }
  | { type: 'cart.remove'; itemType: ProductType; id: number }
  | { type: 'cart.clear' }
  /** Another tab changed the snapshot (storage event): adopt it, do not write it back. */
  | { type: 'cart.sync'; items: CartItem[]; ttlMs?: number };

export const sameItem = (a: { type: ProductType; id: number }, type: ProductType, id: number) => a.type === type && a.id === id;

/** One cart line priced in cents (null when its price cannot be read): what the cart page shows and the checkout posts. */
export interface CartLine {
  type: ProductType;
  id: number;
  title: string;
  unitCents: number | null;
  quantity: number;
}

/** The one selector of cart lines: title through `titleOf`, unit price in cents. */
export function cartLines<Item extends Pick<CartItem, 'type' | 'id' | 'price' | 'quantity'>>(
  items: readonly Item[],
  titleOf: (item: Item) => string,
): CartLine[] {
  return items.map((item) => ({
    type: item.type,
    id: item.id,
    title: titleOf(item),
    unitCents: priceCents(item.price),
    quantity: item.quantity,
  }));
}

export interface CartTotals {
  count: number;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  /** Cents still needed for free shipping (shipping is free when the subtotal is ABOVE the threshold). */
  missingForFreeShippingCents: number;
  /** The threshold itself: shipping is free above this subtotal. */
  freeShippingAboveCents: number;
}

/** Totals in integer cents: shipping €3.99, free when the subtotal is above €50 (exactly €50.00 pays shipping). */
export function cartTotals(items: readonly CartItem[]): CartTotals {
  let count = 0;
  let subtotalCents = 0;
  for (const item of items) {
    count += item.quantity;
    subtotalCents += (priceCents(item.price) ?? 0) * item.quantity;
  }
  const free = subtotalCents > COMMERCE.freeShippingAboveCents;
  const shippingCents = items.length === 0 || free ? 0 : COMMERCE.shippingCents;
  return {
    count,
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents,
    missingForFreeShippingCents: free ? 0 : COMMERCE.freeShippingAboveCents + 1 - subtotalCents,
    freeShippingAboveCents: COMMERCE.freeShippingAboveCents,
  };
}

function toId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) {
    const n = Number(value);
    return n > 0 ? n : null;
  }
  return null;
}

/**
 * Reads a stored cart value defensively. Accepts the flat shape this site writes
 * ({type, id, title, price, quantity}) and the product §3 shape with the product object
 * ({type, book: {id, title, price}, quantity} / {type, course: {...}} / {type, item: {...}}).
 * Invalid entries are dropped; duplicates are merged.
 */
export function parseStoredCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const items: CartItem[] = [];
  for (const raw of value) {
    if (!raw || typeof raw !== 'object') continue;
    const entry = raw as Record<string, unknown>;
    if (!isProductType(entry.type)) continue;
    const nested = [entry[entry.type], entry.item, entry.product].find((v) => v && typeof v === 'object') as
      Record<string, unknown> | undefined;
    const id = toId(entry.id ?? nested?.id);
    const price = entry.price ?? nested?.price;
    const quantity = typeof entry.quantity === 'number' ? Math.floor(entry.quantity) : Number.NaN;
    if (id === null || !(quantity >= 1) || (typeof price !== 'number' && typeof price !== 'string') || priceCents(price) === null)
      continue;
    const title = entry.title ?? nested?.title;
    const titleKey = entry.titleKey ?? nested?.titleKey;
    const existing = items.find((i) => sameItem(i, entry.type as ProductType, id));
    if (existing) {
      existing.quantity += quantity;
      continue;
    }
    items.push({
      type: entry.type,
      id,
      quantity,
      price,
      ...(typeof title === 'string' ? { title } : {}),
      ...(typeof titleKey === 'string' ? { titleKey } : {}),
    });
  }
  return items;
}

const validQuantity = (quantity: unknown): quantity is number => typeof quantity === 'number' && Number.isFinite(quantity);

/** How many more units of the product the line may take (no limit without `maxQuantity`). */
function roomFor(items: readonly CartItem[], item: { type: ProductType; id: number }, maxQuantity: number | undefined): number {
  if (maxQuantity === undefined) return Number.POSITIVE_INFINITY;
  const current = items.find((i) => sameItem(i, item.type, item.id))?.quantity ?? 0;
  return Math.floor(maxQuantity) - current;
}

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
  },
  actions: {
    /** Provided by the app: write the `cart` snapshot with its expiry (an empty list removes it). */
    persist: (_, _params: { items: CartItem[] }) => {},
    /** Provided by the app: the snapshot expired, remove it from storage. */
    deleteSnapshot: () => {},
    addItem: assign(({ context, event }) => {
      if (event.type !== 'cart.add') return {};
      const { item } = event;
      const quantity = Math.min(Math.floor(event.quantity ?? 1), roomFor(context.items, item, event.maxQuantity));
      const existing = context.items.some((i) => sameItem(i, item.type, item.id));
      const items = existing
        ? context.items.map((i) => (sameItem(i, item.type, item.id) ? { ...i, quantity: i.quantity + quantity } : i))
        : [...context.items, { ...item, quantity }];
      return { items, ttlMs: COMMERCE.snapshotTtlMs };
    }),
    updateQuantity: assign(({ context, event }) => {
      if (event.type !== 'cart.update') return {};
      const quantity = Math.floor(Math.min(event.quantity, event.maxQuantity ?? Number.POSITIVE_INFINITY));
      const items =
        quantity < 1
          ? context.items.filter((i) => !sameItem(i, event.itemType, event.id))
          : context.items.map((i) => (sameItem(i, event.itemType, event.id) ? { ...i, quantity } : i));
      return { items, ttlMs: COMMERCE.snapshotTtlMs };
    }),
    removeItem: assign(({ context, event }) => {
      if (event.type !== 'cart.remove') return {};
      return { items: context.items.filter((i) => !sameItem(i, event.itemType, event.id)), ttlMs: COMMERCE.snapshotTtlMs };
    }),
    clearItems: assign({ items: () => [] as CartItem[], ttlMs: COMMERCE.snapshotTtlMs }),
    applySync: assign(({ event }) => {
      if (event.type !== 'cart.sync') return {};
      return { items: parseStoredCart(event.items), ttlMs: event.ttlMs ?? COMMERCE.snapshotTtlMs };
    }),
  },
  guards: {
    hasItems: ({ context }) => context.items.length > 0,
    isValidAdd: ({ context, event }) =>
      event.type === 'cart.add' &&
      isProductType(event.item.type) &&
      toId(event.item.id) !== null &&
      priceCents(event.item.price) !== null &&
      (event.quantity === undefined || (validQuantity(event.quantity) && Math.floor(event.quantity) >= 1)) &&
      roomFor(context.items, event.item, event.maxQuantity) >= 1,
    isValidUpdate: ({ context, event }) =>
      event.type === 'cart.update' &&
      validQuantity(event.quantity) &&
      context.items.some((i) => sameItem(i, event.itemType, event.id)),
    isInCart: ({ context, event }) =>
      event.type === 'cart.remove' && context.items.some((i) => sameItem(i, event.itemType, event.id)),
  },
  delays: {
    /** product §9: cart snapshot expiry, 300000 ms after the last change. */
    snapshotTtl: ({ context }) => Math.max(0, context.ttlMs),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    items: parseStoredCart(input?.items ?? []),
    ttlMs: input?.ttlMs ?? COMMERCE.snapshotTtlMs,
  }),
  initial: 'checking',
  on: {
    'cart.sync': { target: '.checking', actions: 'applySync' },
  },
  states: {
    /** Transient: chooses empty or filled (and restarts the expiry timer on every change). */
    checking: {
      always: [{ guard: 'hasItems', target: 'filled' }, { target: 'empty' }],
    },
    empty: {
      on: {
        'cart.add': {
          guard: 'isValidAdd',
          target: 'checking',
          actions: ['addItem', { type: 'persist', params: ({ context }) => ({ items: context.items }) }],
        },
        'cart.clear': { actions: { type: 'persist', params: { items: [] } } },
      },
    },
    filled: {
      after: {
        snapshotTtl: { target: 'empty', actions: ['clearItems', 'deleteSnapshot'] },
      },
      on: {
        'cart.add': {
          guard: 'isValidAdd',
          target: 'checking',
          actions: ['addItem', { type: 'persist', params: ({ context }) => ({ items: context.items }) }],
        },
        'cart.update': {
          guard: 'isValidUpdate',
          target: 'checking',
          actions: ['updateQuantity', { type: 'persist', params: ({ context }) => ({ items: context.items }) }],
        },
        'cart.remove': {
          guard: 'isInCart',
          target: 'checking',
          actions: ['removeItem', { type: 'persist', params: ({ context }) => ({ items: context.items }) }],
        },
        'cart.clear': {
          target: 'empty',
          actions: ['clearItems', { type: 'persist', params: { items: [] } }],
        },
      },
    },
  },
});
