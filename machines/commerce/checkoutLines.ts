import { priceCents, type CheckoutLine, type ProductType } from './rules';
import { cartLines, parseStoredCart, type CartLine } from './cart.machine';

/**
 * The lines of the payment call (product §7) and the lastCheckedProduct record (§3), as plain functions: from the
 * cart's lines, from a single product, and rebuilt for a retry from the cancelled page. The checkout machine
 * (./checkout.machine.ts) posts what they build.
 */

/** lastCheckedProduct of product §3: bookId or courseId, title, price (euros). */
export interface LastCheckedProduct {
  bookId?: number;
  courseId?: number;
  title: string;
  price: number | string;
}

export interface CheckoutProduct {
  type: ProductType;
  id: number;
  title: string;
  /** Euros: number or text with a euro sign. */
  price: number | string;
  quantity: number;
}

/** Checkout lines of product §7 from cart lines: {type, id, title, price (cents), quantity}. Lines whose price is unreadable or not positive are left out. */
export function checkoutLines(lines: readonly CartLine[]): CheckoutLine[] {
  return lines.flatMap(({ type, id, title, unitCents, quantity }) =>
    unitCents && unitCents > 0 && quantity >= 1 ? [{ type, id, title, price: unitCents, quantity: Math.floor(quantity) }] : [],
  );
}

/** Checkout lines of items that carry their title (a cart read back, a test's products). */
export function cartCheckoutLines(items: readonly CheckoutProduct[]): CheckoutLine[] {
  return checkoutLines(cartLines(items, (item) => item.title));
}

/** The lastCheckedProduct record of a single buy. */
export function lastProductOf(product: Omit<CheckoutProduct, 'quantity'>): LastCheckedProduct {
  return product.type === 'book'
    ? { bookId: product.id, title: product.title, price: product.price }
    : { courseId: product.id, title: product.title, price: product.price };
}

/** One line from a last product: bookId or courseId, title, price x 100, quantity 1, no type. */
export function lastProductLine(last: unknown): CheckoutLine | null {
  if (!last || typeof last !== 'object') return null;
  const p = last as Record<string, unknown>;
  const price = priceCents(p.price);
  const title = typeof p.title === 'string' ? p.title : '';
  if (!price || !title) return null;
  if (typeof p.bookId === 'number') return { bookId: p.bookId, title, price, quantity: 1 };
  if (typeof p.courseId === 'number') return { courseId: p.courseId, title, price, quantity: 1 };
  return null;
}

/** Single-product buy (product §7): one line with courseId or bookId, title, price in cents, quantity 1. */
export function singleCheckoutLine(product: Omit<CheckoutProduct, 'quantity'>): CheckoutLine | null {
  return lastProductLine(lastProductOf(product));
}

/**
 * Retry from the cancelled page (product §7): items rebuilt from the stored cart (prices as numbers in
 * cents), or else from the last product (one item, quantity 1, price x 100, no type). Null when neither.
 * `titleOf` supplies a title for stored items that only carry a translation key.
 */
export function retryLines(
  storedCart: unknown,
  lastProduct: unknown,
  titleOf: (item: { type: ProductType; id: number; titleKey?: string }) => string = () => '',
): CheckoutLine[] | null {
  const cart = parseStoredCart(storedCart);
  if (cart.length > 0) {
    const lines = cartCheckoutLines(cart.map((i) => ({ ...i, title: i.title || titleOf(i) })));
    if (lines.length > 0) return lines;
  }
  const line = lastProductLine(lastProduct);
  return line ? [line] : null;
}
