/**
 * The one way the site touches browser storage (README "Conventions").
 * - JSON values, parsed defensively: corrupt entries are removed and treated as absent.
 * - Optional expiry: entries are stored as { value, expiry } and expired ones are removed on read. An expiry
 *   further ahead than the key's longest lifetime (MAX_TTL_MS: cart and lastCheckedProduct live 300000 ms)
 *   cannot have been written by this site: such an entry is corrupt, removed and read as absent.
 * - Quota and privacy-mode errors are swallowed (the site keeps working without persistence).
 */
import { COMMERCE } from '@machines/shared';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface Expiring<T> {
  value: T;
  expiry: number;
}

function defaultStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

function defaultSessionStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' && window.sessionStorage ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/**
 * A store over `area`, or over what `area()` returns on first use: the browser's storage areas are
 * opened lazily, because the first read of `window.sessionStorage` in a page opens it with a synchronous
 * round trip to the browser process, which a page that never uses it must not pay at start-up.
 */
export function createStore(
  area: StorageLike | null | (() => StorageLike | null) = defaultStorage,
  now: () => number = Date.now,
) {
  let opened: StorageLike | null | undefined = typeof area === 'function' ? undefined : area;
  const storageArea = () => (opened === undefined ? (opened = (area as () => StorageLike | null)()) : opened);
  const remove = (key: string) => {
    try {
      storageArea()?.removeItem(key);
    } catch {
      /* storage unavailable */
    }
  };

  const getRaw = (key: string): string | null => {
    try {
      return storageArea()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };

  const setRaw = (key: string, value: string): boolean => {
    try {
      const storage = storageArea();
      storage?.setItem(key, value);
      return Boolean(storage);
    } catch {
      return false;
    }
  };

  /** Parsed JSON, or undefined when absent or corrupt (corrupt entries are removed). */
  const getJSON = <T = unknown>(key: string): T | undefined => {
    const raw = getRaw(key);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as T;
    } catch {
      remove(key);
      return undefined;
    }
  };

  const setJSON = (key: string, value: unknown): boolean => setRaw(key, JSON.stringify(value));

  /**
   * A value stored with an expiry timestamp; expired or malformed entries are deleted and read as absent,
   * and so are entries that expire further ahead than `maxTtlMs` (by default the key's MAX_TTL_MS).
   */
  const getExpiring = <T = unknown>(key: string, maxTtlMs: number | undefined = MAX_TTL_MS[key]): T | undefined => {
    const entry = getJSON<Partial<Expiring<T>>>(key);
    if (entry === undefined) return undefined;
    if (
      !entry ||
      typeof entry !== 'object' ||
      typeof entry.expiry !== 'number' ||
      !Number.isFinite(entry.expiry) ||
      !('value' in entry)
    ) {
      remove(key);
      return undefined;
    }
    const remaining = entry.expiry - now();
    if (remaining <= 0 || (maxTtlMs !== undefined && remaining > maxTtlMs)) {
      remove(key);
      return undefined;
    }
    return entry.value as T;
  };

  const setExpiring = (key: string, value: unknown, ttlMs: number): boolean =>
    setJSON(key, { value, expiry: now() + ttlMs } satisfies Expiring<unknown>);

  return { getRaw, setRaw, getJSON, setJSON, getExpiring, setExpiring, remove };
}

export type AppStore = ReturnType<typeof createStore>;

/** The browser's localStorage, wrapped. */
export const store = createStore();

/** The browser's sessionStorage (this tab only, gone when it closes), wrapped the same way. */
export const sessionStore = createStore(defaultSessionStorage);

/** Storage keys of product §3 "Local storage". */
export const KEYS = {
  access: 'access',
  refresh: 'refresh',
  isLoggedIn: 'isLoggedIn',
  /** 'true' after a session ended by expiry, until the next login or logout: not a credential. */
  sessionExpired: 'sessionExpired',
  wishlist: 'wishlist',
  wishlistItems: 'wishlistItems',
  cart: 'cart',
  lastCheckedProduct: 'lastCheckedProduct',
  language: 'i18nextLng',
  /** sessionStorage: the order number shown for the last completed checkout return in this tab. */
  orderNumber: 'orderNumber',
} as const;

/** The longest lifetime of each expiring entry (product §9: cart snapshot and lastCheckedProduct, 300000 ms). */
export const MAX_TTL_MS: Readonly<Partial<Record<string, number>>> = {
  [KEYS.cart]: COMMERCE.snapshotTtlMs,
  [KEYS.lastCheckedProduct]: COMMERCE.snapshotTtlMs,
};
