import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type TypeScript from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No user-visible text is written into the markup: every word a visitor reads or hears comes from the
 * translation files, so the English pages cannot show a Portuguese leftover (and the other way round). Checked
 * on the source: JSX text with a letter in it, and the text attributes (aria-label, alt, title, placeholder...)
 * given as string literals, in every component, page, feature and shell file.
 */
/** Loaded by Node (not transformed by Vite): the compiler's own parser. */
const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;
const root = path.resolve(__dirname, '../..');
const folders = ['src/components', 'src/pages', 'src/features', 'src/app', 'src/admin/previews'];
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'heading',
  'eyebrow',
  'lead',
  'text',
  'message',
  'description',
  'caption',
  'subtitle',
]);
const LETTER = /\p{L}/u;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

function hardCodedTexts(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: TypeScript.Node) =>
    `${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: TypeScript.Node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) found.push(`${where(node)} text "${node.text.trim()}"`);
    // {'text'} as a child of an element
    if (
      ts.isJsxExpression(node) &&
      ts.isJsxElement(node.parent) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      LETTER.test(node.expression.text)
    )
      found.push(`${where(node)} text {'${node.expression.text}'}`);
    if (
      ts.isJsxAttribute(node) &&
      TEXT_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      LETTER.test(node.initializer.text)
    )
      found.push(`${where(node)} ${node.name.getText(source)}="${node.initializer.text}"`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no hard-coded UI text', () => {
  it('every text in the markup comes from the translation files', () => {
    const found = folders.flatMap((folder) => files(path.join(root, folder))).flatMap(hardCodedTexts);
    expect(found).toEqual([]);
  });

  it('finds a hard-coded text (the check can fail)', () => {
    const probe = path.join(root, 'node_modules/.cache/noHardCodedText.probe.tsx');
    fs.mkdirSync(path.dirname(probe), { recursive: true });
    fs.writeFileSync(probe, "export const P = () => <button aria-label=\"Fechar\">Comprar agora{'!'}{'Já'}</button>;\n");
    expect(hardCodedTexts(probe)).toHaveLength(3);
  });
});
