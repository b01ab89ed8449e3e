import type { TFunction } from 'i18next';

/** A translated array of strings (e.g. learning outcomes); anything else gives an empty list. */
export function textList(t: TFunction, key: string, options: Record<string, unknown> = {}): string[] {
  const value: unknown = t(key, { ...options, returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A translated array of objects (e.g. FAQ entries), keeping only entries with every string field asked for. */
export function objectList<K extends string>(
  t: TFunction,
  key: string,
  fields: readonly K[],
  options: Record<string, unknown> = {},
): Record<K, string>[] {
  const value: unknown = t(key, { ...options, returnObjects: true });
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is Record<K, string> => {
    if (!item || typeof item !== 'object') return false;
    return fields.every((field) => typeof (item as Record<string, unknown>)[field] === 'string');
  });
}
