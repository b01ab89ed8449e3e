import { images } from './images';
import type { Launch } from './types';

/**
 * The four launches of product §3, in route order (/lancamento/{index}). Prices are BRL text,
 * twelve installments. Texts under `catalog.launches.<index>`: title, description, benefits (array).
 */
export const launches: Launch[] = [
  { key: 'catalog.launches.0', image: images.launch1, price: 'R$297,00', installments: '12x R$24,75' },
  { key: 'catalog.launches.1', image: images.launch2, price: 'R$247,00', installments: '12x R$20,58' },
  { key: 'catalog.launches.2', image: images.launch3, price: 'R$197,00', installments: '12x R$16,42' },
  { key: 'catalog.launches.3', image: images.launch4, price: 'R$397,00', installments: '12x R$33,08' },
];

/** The launch at this index (a number or a route parameter); undefined when out of range or not an integer. */
export function getLaunch(index: number | string | undefined): Launch | undefined {
  if (index === undefined) return undefined;
  const n = typeof index === 'number' ? index : /^\d+$/.test(index.trim()) ? Number(index.trim()) : NaN;
  if (!Number.isInteger(n) || n < 0 || n >= launches.length) return undefined;
  return launches[n];
}
