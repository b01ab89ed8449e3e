import { LIMITS } from '@/config/constants';

/** A random order number between 100000 and 999999, both included (SPEC §9: display only). */
export function randomOrderNumber(random: () => number = Math.random): number {
  const span = LIMITS.orderNumberMax - LIMITS.orderNumberMin + 1;
  return LIMITS.orderNumberMin + Math.min(span - 1, Math.floor(random() * span));
}
