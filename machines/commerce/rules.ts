/**
 * The commerce vocabulary shared by the cart, the checkout, the payment call and the mock checkout
 * (product §3 cart item and checkout line, §7 payment): one line type, one cents function, one title rule.
 */

/** The kinds of product the shop sells (cart, wishlist, checkout, the payment call): the one list. */
export const PRODUCT_TYPES = ['book', 'course'] as const;

/** One kind of product: the one definition, everything else names this type. */
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Whether a stored or received value names a kind of product the shop sells. */
export function isProductType(value: unknown): value is ProductType {
  return (PRODUCT_TYPES as readonly unknown[]).includes(value);
}

/** The two kinds of book (product §3): printed and eBook; the catalogue's schema and the admin read this list. */
export const BOOK_CATEGORIES = ['impresso', 'ebook'] as const;
export type BookCategory = (typeof BOOK_CATEGORIES)[number];

/** Euros (number) to integer cents, rounding half away from floating error: 14.9 -> 1490. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

/**
 * Price of a catalogue item as euros. Course prices may be text with a euro sign ('350 €', '€350,00', '1.234,50€').
 * Returns null when no number can be read.
 */
export function parsePrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  let text = value.replace(/[€\s\u00a0]|EUR/gi, '');
  if (!text) return null;
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : null;
}

/** One line of the payment call (product §3): price in integer cents. Cart lines carry type and id; a buy from a last product carries bookId or courseId. */
export interface CheckoutLine {
  type?: ProductType;
  id?: number;
  courseId?: number;
  bookId?: number;
  title: string;
  price: number;
  quantity: number;
}

/** A price (euros: a number, or text with a euro sign such as '350 €') in integer cents; null when it cannot be read or is negative. */
export function priceCents(price: unknown): number | null {
  const euros = parsePrice(price);
  return euros === null || euros < 0 ? null : toCents(euros);
}

/**
 * The title of a cart, wishlist or stored item: its translation in the current language when the key
 * resolves, else the title stored with it, else ''. `translate` returns '' (or the key) for a missing key.
 */
export function itemTitle(item: { titleKey?: string; title?: string }, translate: (key: string) => string): string {
  if (item.titleKey) {
    const text = translate(item.titleKey);
    if (text && text !== item.titleKey) return text;
  }
  return item.title ?? '';
}
