import content from 'virtual:content/books';
import { imageAt } from './responsive';
import type { Book } from './types';

/**
 * The books, from content/books/<id>.json (product §3): printed ('impresso') and eBooks ('ebook'), prices in
 * euros. Texts under `catalog.books.<id>`: title, subtitle, description, language, format, dimensions, weight,
 * fileSize (eBooks), tags (array), recommendedAge. eBooks download /pdfs/<downloadUrl>.pdf; printed books have
 * a sample under /pdfs/previews/.
 */
export const books: Book[] = content.map(({ image, ...fields }) => {
  const book: Book = { ...fields, key: `catalog.books.${fields.id}`, image: imageAt(image) };
  // Absent optional fields stay absent (no `discount: undefined`), as the pages test with `in`/`!== undefined`.
  for (const field of Object.keys(book) as (keyof Book)[]) if (book[field] === undefined) delete book[field];
  return book;
});

/** The book with this id (a number or a numeric route parameter), or undefined. */
export function getBook(id: number | string): Book | undefined {
  const n = typeof id === 'number' ? id : /^\d+$/.test(id.trim()) ? Number(id.trim()) : NaN;
  return books.find((book) => book.id === n);
}

/** Printed books. */
export const printedBooks: Book[] = books.filter((book) => book.category === 'impresso');
/** eBooks. */
export const ebooks: Book[] = books.filter((book) => book.category === 'ebook');
