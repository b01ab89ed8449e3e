import { COMMERCE } from '@machines/shared';
import { KEYS, store, type AppStore, type Expiring } from '@/lib/storage';
import { parseStoredCart, priceCents, type CartItem, type WishlistItem } from '@machines/commerce';
import { catalogueProduct } from './catalogue';

/**
 * Reading and writing the commerce entries of product §3 "Local storage":
 * `cart` (value + expiry, 300000 ms), `wishlistItems`, legacy `wishlist`, `lastCheckedProduct` (value + expiry).
 */

/** Stored cart items are checked against the catalogue: unknown products are dropped, stale prices replaced. */
export function reconcileCart(items: CartItem[]): CartItem[] {
  const result: CartItem[] = [];
  for (const item of items) {
    const product = catalogueProduct(item.type, item.id);
    if (!product) continue;
    const price = priceCents(item.price) === priceCents(product.price) ? item.price : product.price;
    result.push({ ...item, price, ...(product.titleKey ? { titleKey: product.titleKey } : {}) });
  }
  return result;
}

/** The stored cart snapshot and its remaining lifetime; expired or corrupt snapshots read as empty (and are deleted). */
export function readCart(storage: AppStore = store, now: number = Date.now()): { items: CartItem[]; ttlMs: number } {
  const value = storage.getExpiring(KEYS.cart);
  if (value === undefined) return { items: [], ttlMs: COMMERCE.snapshotTtlMs };
  const entry = storage.getJSON<Expiring<unknown>>(KEYS.cart);
  const ttlMs = entry && typeof entry.expiry === 'number' ? Math.max(0, entry.expiry - now) : COMMERCE.snapshotTtlMs;
  return { items: reconcileCart(parseStoredCart(value)), ttlMs };
}

/** Stored cart entry: type, id, title and price (product §3 Cart item: "stored in `cart` with title and price"), quantity. */
export function serialiseCart(items: readonly CartItem[], titleOf: (item: CartItem) => string) {
  return items.map((item) => ({
    type: item.type,
    id: item.id,
    title: titleOf(item),
    price: item.price,
    quantity: item.quantity,
    ...(item.titleKey ? { titleKey: item.titleKey } : {}),
  }));
}

export function writeCart(items: readonly CartItem[], titleOf: (item: CartItem) => string, storage: AppStore = store) {
  if (items.length === 0) storage.remove(KEYS.cart);
  else storage.setExpiring(KEYS.cart, serialiseCart(items, titleOf), COMMERCE.snapshotTtlMs);
}

export function readWishlistRaw(storage: AppStore = store) {
  return { stored: storage.getRaw(KEYS.wishlistItems), legacy: storage.getRaw(KEYS.wishlist) };
}

export function writeWishlist(items: readonly WishlistItem[], storage: AppStore = store) {
  storage.setJSON(KEYS.wishlistItems, items);
}
