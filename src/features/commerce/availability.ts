import type { Availability } from '@/data';
/**
 * Book availability label (product §4): in-stock → Em Stock, limited → Stock Limitado,
 * pre-order → Pré-encomenda, out-of-stock → Esgotado, anything else → Indisponível.
 * Returns translation keys (namespace `availability`) and a badge tone, never text.
 */
export type AvailabilityTone = 'success' | 'warning' | 'info' | 'danger' | 'neutral';

export interface AvailabilityInfo {
  /** Translation key of the label. */
  labelKey: string;
  tone: AvailabilityTone;
}

/** Every availability the catalogue names has its label: one added there must be added here. */
const known: Record<Availability, AvailabilityInfo> = {
  'in-stock': { labelKey: 'availability.inStock', tone: 'success' },
  limited: { labelKey: 'availability.limited', tone: 'warning' },
  'pre-order': { labelKey: 'availability.preOrder', tone: 'info' },
  'out-of-stock': { labelKey: 'availability.outOfStock', tone: 'danger' },
};

const unavailable: AvailabilityInfo = { labelKey: 'availability.unavailable', tone: 'neutral' };

export function availabilityInfo(availability: unknown): AvailabilityInfo {
  if (typeof availability !== 'string' || !Object.hasOwn(known, availability)) return unavailable;
  return known[availability as Availability];
}

/**
 * Whether the book can be added to the cart or bought: it has stock and its availability is one
 * that can be ordered (in stock, limited or pre-order). Out of stock (book 8) and unknown values cannot.
 */
export function isOrderable(availability: unknown, stock: number): boolean {
  if (!Number.isFinite(stock) || stock <= 0) return false;
  return availabilityInfo(availability).labelKey !== unavailable.labelKey && availability !== 'out-of-stock';
}
