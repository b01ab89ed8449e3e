/** A translation array (t(key, { returnObjects: true })) as a list of strings; anything else gives []. */
export function textList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
