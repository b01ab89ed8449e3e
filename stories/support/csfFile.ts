import fs from 'node:fs';
import path from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';

/**
 * A story file read as Storybook indexes it (its CSF parser), for the tests that check what the stories say
 * (their tags, their settings): Node only.
 */

export type Node = { type: string; [key: string]: unknown };
export type Property = { type: string; key?: { name?: string; value?: string }; value?: Node; argument?: Node };

export const propertiesOf = (node: Node | undefined): Property[] =>
  node?.type === 'ObjectExpression' ? (node.properties as Property[]) : [];
export const named = (property: Property, key: string) =>
  property.type === 'ObjectProperty' && (property.key?.name === key || property.key?.value === key);

/**
 * The file's parsed CSF, its meta's properties, and for each story its properties: its own, then those of the
 * story it spreads (`{ ...Error, globals: { locale: 'en' } }`), nearest first.
 */
export function readStoryFile(root: string, file: string) {
  const code = fs.readFileSync(path.join(root, file), 'utf8');
  const csf = loadCsf(code, { fileName: file, makeTitle: (title) => title ?? file }).parse();
  const body = (exportName: string) => (csf._storyExports[exportName] as { init?: Node } | undefined)?.init;
  const propertiesOfStory = (exportName: string, seen = new Set<string>()): Property[] => {
    if (seen.has(exportName)) return [];
    seen.add(exportName);
    const own = propertiesOf(body(exportName));
    const spread = own
      .filter((p) => p.type === 'SpreadElement' && p.argument?.type === 'Identifier')
      .flatMap((p) => propertiesOfStory(p.argument!.name as string, seen));
    return [...own.filter((p) => p.type !== 'SpreadElement'), ...spread];
  };
  return { csf, meta: propertiesOf(csf._metaNode as unknown as Node | undefined), propertiesOfStory };
}
