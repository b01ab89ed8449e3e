/**
 * The one way the site touches browser storage (GUIDE "Small rules").
 * - JSON values, parsed defensively: corrupt entries are removed and treated as absent.
 * - Optional expiry: entries are stored as { value, expiry } and expired ones are removed on read.
 * - Quota and privacy-mode errors are swallowed (the site keeps working without persistence).
 */
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

export function createStore(storage: StorageLike | null = defaultStorage(), now: () => number = Date.now) {
  const remove = (key: string) => {
    try {
      storage?.removeItem(key);
    } catch {
      /* storage unavailable */
    }
  };

  const getRaw = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };

  const setRaw = (key: string, value: string): boolean => {
    try {
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

  /** A value stored with an expiry timestamp; expired or malformed entries are deleted and read as absent. */
  const getExpiring = <T = unknown>(key: string): T | undefined => {
    const entry = getJSON<Partial<Expiring<T>>>(key);
    if (entry === undefined) return undefined;
    if (!entry || typeof entry !== 'object' || typeof entry.expiry !== 'number' || !('value' in entry)) {
      remove(key);
      return undefined;
    }
    if (entry.expiry <= now()) {
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

/** Storage keys of SPEC §3 "Local storage". */
export const KEYS = {
  access: 'access',
  refresh: 'refresh',
  isLoggedIn: 'isLoggedIn',
  wishlist: 'wishlist',
  wishlistItems: 'wishlistItems',
  cart: 'cart',
  lastCheckedProduct: 'lastCheckedProduct',
  language: 'i18nextLng',
} as const;
