import content from 'virtual:content/launches';
import { imageAt } from './responsive';
import type { Launch } from './types';

/**
 * The launches, from content/launches/<index>.json (product §3), in route order (/lancamento/{index}). Prices
 * are BRL text with their installments. Texts under `catalog.launches.<index>`: title, description, benefits
 * (array).
 */
export const launches: Launch[] = content.map(({ id, image, price, installments }) => ({
  key: `catalog.launches.${id}`,
  image: imageAt(image),
  price,
  installments,
}));

/** The launch at this index (a number or a route parameter); undefined when out of range or not an integer. */
export function getLaunch(index: number | string | undefined): Launch | undefined {
  if (index === undefined) return undefined;
  const n = typeof index === 'number' ? index : /^\d+$/.test(index.trim()) ? Number(index.trim()) : NaN;
  if (!Number.isInteger(n) || n < 0 || n >= launches.length) return undefined;
  return launches[n];
}
