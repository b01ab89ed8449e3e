import { LIMITS } from '@machines/shared';
import { KEYS, type AppStore } from '@/lib/storage';

/** A random order number between 100000 and 999999, both included (product §9: display only). */
export function randomOrderNumber(random: () => number = Math.random): number {
  const span = LIMITS.orderNumberMax - LIMITS.orderNumberMin + 1;
  return LIMITS.orderNumberMin + Math.min(span - 1, Math.floor(random() * span));
}

/** What the tab keeps: the number and the checkout return it was drawn for (the provider's session id, or null). */
export interface SavedOrderNumber {
  checkoutId: string | null;
  number: number;
}

function isSaved(value: unknown): value is SavedOrderNumber {
  if (!value || typeof value !== 'object') return false;
  const { checkoutId, number } = value as Partial<SavedOrderNumber>;
  return (
    (checkoutId === null || typeof checkoutId === 'string') &&
    typeof number === 'number' &&
    Number.isInteger(number) &&
    number >= LIMITS.orderNumberMin &&
    number <= LIMITS.orderNumberMax
  );
}

/**
 * The order number for this checkout return, stable for the tab session: the first visit of a return draws a
 * random number (product §2, §9: random, display only) and keeps it in session storage; a reload of the same return
 * (same `session_id`, or none both times) shows the same number; another return draws a new one. A corrupt or
 * out-of-range saved value counts as absent (and is removed). Without storage the number is simply random.
 */
export function orderNumberForReturn(session: AppStore, checkoutId: string | null, random: () => number = Math.random): number {
  const saved = session.getJSON<unknown>(KEYS.orderNumber);
  if (saved !== undefined && !isSaved(saved)) session.remove(KEYS.orderNumber);
  else if (saved !== undefined && saved.checkoutId === checkoutId) return saved.number;
  const number = randomOrderNumber(random);
  session.setJSON(KEYS.orderNumber, { checkoutId, number } satisfies SavedOrderNumber);
  return number;
}
