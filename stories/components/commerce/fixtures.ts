import type { ProductType } from '@machines/commerce';
import { COMMERCE } from '@machines/shared';
import type { CartLineView, CartTotalsView, WishlistEntryView } from '@/components/commerce';
import { books, courses } from '@/data';
import { tk } from '../../support/translatedArgs';

const book = (id: number) => books.find((b) => b.id === id)!;
const course = (id: number) => courses.find((c) => c.id === id)!;
/** A product's title is its catalogue key: stories show it in the toolbar's language. */
const title = (type: ProductType, id: number) => tk(`catalog.${type}s.${id}.title`);

export const lineBook1: CartLineView = {
  type: 'book',
  id: 1,
  title: title('book', 1),
  href: '/book/1',
  image: book(1).image,
  unitCents: 1400,
  quantity: 2,
  maxQuantity: 42,
};

export const lineBook2: CartLineView = {
  type: 'book',
  id: 2,
  title: title('book', 2),
  href: '/book/2',
  image: book(2).image,
  unitCents: 1490,
  quantity: 4,
  maxQuantity: 4,
};

export const lineCourse2: CartLineView = {
  type: 'course',
  id: 2,
  title: title('course', 2),
  href: '/course/2',
  image: course(2).image,
  unitCents: 35000,
  quantity: 1,
  maxQuantity: 99,
};

export const totalsBelow: CartTotalsView = {
  count: 2,
  subtotalCents: 2890,
  shippingCents: 399,
  totalCents: 3289,
  missingForFreeShippingCents: 2111,
  freeShippingAboveCents: COMMERCE.freeShippingAboveCents,
};
export const totalsFree: CartTotalsView = {
  count: 3,
  subtotalCents: 37800,
  shippingCents: 0,
  totalCents: 37800,
  missingForFreeShippingCents: 0,
  freeShippingAboveCents: COMMERCE.freeShippingAboveCents,
};

export const wishBook1: WishlistEntryView = {
  type: 'book',
  id: 1,
  title: title('book', 1),
  href: '/book/1',
  image: book(1).image,
  price: 14,
  inCart: false,
};
export const wishEbook6: WishlistEntryView = {
  type: 'book',
  id: 6,
  title: title('book', 6),
  href: '/book/6',
  image: book(6).image,
  price: 7.99,
  originalPrice: 11.49,
  ebook: true,
  inCart: false,
};
export const wishSoldOut: WishlistEntryView = {
  ...wishEbook6,
  id: 8,
  href: '/book/8',
  image: book(8).image,
  title: title('book', 8),
  price: 6.99,
  originalPrice: 10.29,
  soldOut: true,
};
export const wishCourse2: WishlistEntryView = {
  type: 'course',
  id: 2,
  title: title('course', 2),
  href: '/course/2',
  image: course(2).image,
  price: 350,
  inCart: true,
};
export const wishCourse5: WishlistEntryView = {
  type: 'course',
  id: 5,
  title: title('course', 5),
  href: '/course/5',
  image: course(5).image,
  price: null,
  inCart: false,
};
