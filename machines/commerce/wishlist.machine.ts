import { assign, enqueueActions, setup } from 'xstate';
import { isProductType, type ProductType } from './rules';

/**
 * Wishlist (product §3 Wishlist item, §4 Wishlist, §8 corrupt stored data).
 *
 * Items are id + type (book by default, or course), stored under `wishlistItems`. A legacy `wishlist`
 * list of bare ids is migrated by treating each id as a book. Adding an existing id/type pair is
 * ignored; removal is by id and type, or by id alone (every type) when no type is given.
 * Corrupt stored data is logged (`reportCorrupt`, console.warn by default) and replaced by an empty list.
 *
 * `wishlist.clear` (logout: shared computers) empties the list and removes both stored keys.
 *
 * Pure: the app passes the RAW stored strings as input and provides `persist`, `removeLegacy` and `forgetStored`.
 */
export interface WishlistItem {
  id: number;
  type: ProductType;
}

export interface WishlistInput {
  /** Raw `wishlistItems` string from storage (null when absent). */
  stored?: string | null;
  /** Raw legacy `wishlist` string from storage (null when absent). */
  legacy?: string | null;
}

export interface WishlistLoad {
  items: WishlistItem[];
  /** What was wrong with the stored data (logged). */
  problems: string[];
  /** The stored list must be rewritten (migration or cleanup). */
  rewrite: boolean;
  /** The legacy key was present and must be removed. */
  dropLegacy: boolean;
}

export interface WishlistContext {
  items: WishlistItem[];
  load: WishlistLoad | null;
}

export type WishlistEvent =
  | { type: 'wishlist.add'; id: number; itemType?: ProductType }
  | { type: 'wishlist.remove'; id: number; itemType?: ProductType }
  | { type: 'wishlist.toggle'; id: number; itemType?: ProductType }
  /** Another tab changed `wishlistItems` (storage event): adopt it, do not write it back. */
  | { type: 'wishlist.sync'; stored: string | null }
  /** The visitor logged out: forget the list, here and in storage. */
  | { type: 'wishlist.clear' };

function toId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim()) && Number(value) > 0) return Number(value);
  return null;
}

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

const has = (items: readonly WishlistItem[], id: number, type: ProductType) => items.some((i) => i.id === id && i.type === type);

/** Reads `wishlistItems` and the legacy `wishlist` (bare ids as books), merging them without duplicates. */
export function parseWishlist({ stored = null, legacy = null }: WishlistInput): WishlistLoad {
  const items: WishlistItem[] = [];
  const problems: string[] = [];
  let rewrite = false;

  if (stored !== null) {
    const parsed = parseJson(stored);
    if (!parsed.ok || !Array.isArray(parsed.value)) {
      problems.push('wishlistItems is not a JSON list; using an empty wishlist');
      rewrite = true;
    } else {
      for (const entry of parsed.value) {
        // A bare id in the new list is read as a book, like the legacy list.
        const raw: Record<string, unknown> =
          entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : { id: entry };
        const id = toId(raw.id);
        const type = raw.type === undefined || raw.type === null ? 'book' : raw.type;
        if (id === null || !isProductType(type)) {
          problems.push(`wishlistItems entry ignored: ${JSON.stringify(entry)}`);
          rewrite = true;
          continue;
        }
        if (has(items, id, type)) {
          rewrite = true;
          continue;
        }
        items.push({ id, type });
      }
    }
  }

  const dropLegacy = legacy !== null;
  if (legacy !== null) {
    const parsed = parseJson(legacy);
    if (!parsed.ok || !Array.isArray(parsed.value)) {
      problems.push('legacy wishlist is not a JSON list; ignored');
    } else {
      for (const entry of parsed.value) {
        const id = toId(entry);
        if (id === null) {
          problems.push(`legacy wishlist entry ignored: ${JSON.stringify(entry)}`);
          continue;
        }
        if (!has(items, id, 'book')) items.push({ id, type: 'book' });
      }
    }
    rewrite = true;
  }

  return { items, problems, rewrite, dropLegacy };
}

type ItemEvent = Extract<WishlistEvent, { id: number }>;
const typeOf = (event: ItemEvent): ProductType => event.itemType ?? 'book';

export const wishlistMachine = setup({
  types: {
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
    input: {} as WishlistInput,
  },
  actions: {
    /** Provided by the app: write `wishlistItems`. */
    persist: (_, _params: { items: WishlistItem[] }) => {},
    /** Provided by the app: remove the legacy `wishlist` key after migration. */
    removeLegacy: () => {},
    /** Provided by the app: remove `wishlistItems` and the legacy `wishlist` (logout). */
    forgetStored: () => {},
    /** Corrupt stored data is logged (product §8). */
    reportCorrupt: (_, params: { problems: string[] }) => {
      for (const problem of params.problems) console.warn(`[wishlist] ${problem}`);
    },
    addItem: assign({
      items: ({ context, event }) => {
        const e = event as ItemEvent;
        return [...context.items, { id: e.id, type: typeOf(e) }];
      },
    }),
    removeItem: assign({
      items: ({ context, event }) => {
        const e = event as ItemEvent;
        return e.itemType
          ? context.items.filter((i) => !(i.id === e.id && i.type === e.itemType))
          : context.items.filter((i) => i.id !== e.id);
      },
    }),
  },
  guards: {
    isValidItem: ({ event }) => {
      const e = event as ItemEvent;
      return toId(e.id) === e.id && isProductType(typeOf(e));
    },
    isPresent: ({ context, event }) => {
      const e = event as ItemEvent;
      return e.itemType ? has(context.items, e.id, e.itemType) : context.items.some((i) => i.id === e.id);
    },
    isPresentExactly: ({ context, event }) => {
      const e = event as ItemEvent;
      return has(context.items, e.id, typeOf(e));
    },
  },
}).createMachine({
  id: 'wishlist',
  context: ({ input }) => {
    const load = parseWishlist(input ?? {});
    return { items: load.items, load };
  },
  initial: 'loading',
  states: {
    /** Transient: logs corrupt data, writes back a migrated or cleaned list, drops the legacy key. */
    loading: {
      always: {
        target: 'ready',
        actions: enqueueActions(({ context, enqueue }) => {
          const load = context.load;
          if (!load) return;
          if (load.problems.length) enqueue({ type: 'reportCorrupt', params: { problems: load.problems } });
          if (load.rewrite) enqueue({ type: 'persist', params: { items: context.items } });
          if (load.dropLegacy) enqueue('removeLegacy');
          enqueue.assign({ load: null });
        }),
      },
    },
    ready: {
      on: {
        'wishlist.add': [
          { guard: 'isPresentExactly' },
          {
            guard: 'isValidItem',
            actions: ['addItem', { type: 'persist', params: ({ context }) => ({ items: context.items }) }],
          },
        ],
        'wishlist.remove': {
          guard: 'isPresent',
          actions: ['removeItem', { type: 'persist', params: ({ context }) => ({ items: context.items }) }],
        },
        'wishlist.toggle': [
          {
            guard: 'isPresentExactly',
            actions: [
              assign({
                items: ({ context, event }) => {
                  const e = event as ItemEvent;
                  return context.items.filter((i) => !(i.id === e.id && i.type === typeOf(e)));
                },
              }),
              { type: 'persist', params: ({ context }) => ({ items: context.items }) },
            ],
          },
          {
            guard: 'isValidItem',
            actions: ['addItem', { type: 'persist', params: ({ context }) => ({ items: context.items }) }],
          },
        ],
        'wishlist.clear': {
          actions: [assign({ items: () => [] as WishlistItem[] }), 'forgetStored'],
        },
        'wishlist.sync': {
          actions: enqueueActions(({ event, enqueue }) => {
            if (event.type !== 'wishlist.sync') return;
            const load = parseWishlist({ stored: event.stored });
            if (load.problems.length) enqueue({ type: 'reportCorrupt', params: { problems: load.problems } });
            enqueue.assign({ items: load.items });
          }),
        },
      },
    },
  },
});
