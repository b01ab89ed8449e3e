import { getBook, getCourse } from '@/data';
import type { CartProductInput, ProductType } from '@machines/commerce';

/**
 * The catalogue entry behind a cart or wishlist item: price (euros) and title translation key.
 * Null for unknown ids and for products without a price (course 5 cannot be bought here).
 */
export function catalogueProduct(type: ProductType, id: number): CartProductInput | null {
  if (type === 'book') {
    const book = getBook(id);
    return book ? { type, id: book.id, price: book.price, titleKey: `${book.key}.title` } : null;
  }
  if (type === 'course') {
    const course = getCourse(id);
    return course && course.price !== null ? { type, id: course.id, price: course.price, titleKey: `${course.key}.title` } : null;
  }
  return null;
}

/** Whether the id names a catalogue item of that type (wishlists accept course 5 too). */
export function existsInCatalogue(type: ProductType, id: number): boolean {
  return type === 'book' ? Boolean(getBook(id)) : type === 'course' ? Boolean(getCourse(id)) : false;
}

/** Highest quantity of one line the shop accepts (the payment backend refuses more). */
export const MAX_LINE_QUANTITY = 99;

/** How many units may be in the cart: a book's stock (0 when sold out), capped; courses up to the cap. */
export function maxQuantityOf(type: ProductType, id: number): number {
  if (type === 'book') {
    const book = getBook(id);
    if (!book || book.availability === 'out-of-stock') return 0;
    return Math.max(0, Math.min(book.stock, MAX_LINE_QUANTITY));
  }
  return catalogueProduct(type, id) ? MAX_LINE_QUANTITY : 0;
}
