import content from 'virtual:content/publications';
import type { Publication } from './types';

/**
 * Articles and theses, from content/publications/<id>.json (product §3), each with its PDF under
 * /pdfs/publications/. Texts under `catalog.publications.<id>`: title, description.
 */
export const publications: Publication[] = content.map((fields) => ({
  ...fields,
  key: `catalog.publications.${fields.id}`,
}));

export function getPublication(id: number | string): Publication | undefined {
  const n = typeof id === 'number' ? id : /^\d+$/.test(id.trim()) ? Number(id.trim()) : NaN;
  return publications.find((publication) => publication.id === n);
}
