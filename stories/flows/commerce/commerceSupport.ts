import type { ProductType } from '@machines/commerce';
import { signToken } from '../../../mocks/jwt';
import { formatCents } from '@/lib/format';
import { t } from '../../support/t';

/** Seeding helpers shared by the commerce flow stories (browser storage is shared between stories: seed in beforeEach). */
export const COMMERCE_KEYS = [
  'cart',
  'wishlist',
  'wishlistItems',
  'lastCheckedProduct',
  'access',
  'refresh',
  'isLoggedIn',
] as const;

export function clearCommerceStorage() {
  for (const key of COMMERCE_KEYS) localStorage.removeItem(key);
}

export function logIn() {
  const claims = { user_id: 'u-demo', email: 'demo@example.com', full_name: 'Ana Demo' };
  localStorage.setItem('access', signToken({ ...claims, token_type: 'access' }, 3600));
  localStorage.setItem('refresh', signToken({ ...claims, token_type: 'refresh' }, 86400));
  localStorage.setItem('isLoggedIn', 'true');
}

export interface StoredCartLine {
  type: ProductType;
  id: number;
  title: string;
  price: number | string;
  quantity: number;
}

export function seedCart(lines: StoredCartLine[], expiresInMs = 300_000) {
  localStorage.setItem('cart', JSON.stringify({ value: lines, expiry: Date.now() + expiresInMs }));
}

export function seedLastProduct(
  product: { bookId?: number; courseId?: number; title: string; price: number | string },
  expiresInMs = 300_000,
) {
  localStorage.setItem('lastCheckedProduct', JSON.stringify({ value: product, expiry: Date.now() + expiresInMs }));
}

export function seedWishlist(items: { id: number; type: ProductType }[]) {
  localStorage.setItem('wishlistItems', JSON.stringify(items));
}

export const book1 = { type: 'book' as const, id: 1, title: 'Integração Sensorial no Dia a Dia', price: 14, quantity: 1 };
export const book2 = { type: 'book' as const, id: 2, title: 'Brincar para Crescer', price: 14.9, quantity: 1 };
export const book3 = { type: 'book' as const, id: 3, title: 'Autismo e Processamento Sensorial', price: 16, quantity: 1 };
export const course2 = {
  type: 'course' as const,
  id: 2,
  title: 'Processamento Sensorial: Avaliação e Intervenção (24 h)',
  price: '350 €',
  quantity: 1,
};

/**
 * The title the site shows for a seeded product, in the language of the toolbar: the catalogue's translation
 * (`catalog.books.1.title`), which the pages show instead of the title stored with the line.
 */
export const shownTitle = (product: { type: ProductType; id: number }): string =>
  t(`catalog.${product.type}s.${product.id}.title`);

/**
 * A price as the site writes it (formatCents: euros in pt-PT form in both languages), with the no-break space
 * before the euro sign as the plain space that text matchers compare (toHaveTextContent, getByText normalise it).
 */
export const euros = (cents: number): string => formatCents(cents).replace(/\u00a0/g, ' ');

/** Waits until the cart page's fade-in animation has finished (axe then sees final colours). */
export async function animationsDone() {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
  await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
}
