import { expect } from 'storybook/test';

export type JsonLdBlock = Record<string, unknown>;

/** The structured data blocks a page rendered (in its body, where JsonLd puts them), parsed. */
export function jsonLdBlocks(root: ParentNode): JsonLdBlock[] {
  return [...root.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as JsonLdBlock,
  );
}

/** The one block of a schema.org type ('Book', 'Course', 'BreadcrumbList'); fails when there is not exactly one. */
export async function jsonLdOfType(root: ParentNode, type: string): Promise<JsonLdBlock> {
  const found = jsonLdBlocks(root).filter((block) => block['@type'] === type);
  await expect(found, `one ${type} block`).toHaveLength(1);
  return found[0]!;
}

/** The content of a <meta> hoisted into the document's head (`name` or `property`). */
export function headMeta(key: string): string | null {
  return document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
}
