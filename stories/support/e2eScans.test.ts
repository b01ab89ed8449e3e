import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { named, propertiesOf, readStoryFile } from './csfFile';

/**
 * The e2e suite's route visits (src/e2e/shell.spec.ts) leave the axe scan of a page to the story that draws it
 * in the same state (`scannedBy: '<story file>#<export>'`, or a comment "Scanned by <story file>#<export>"):
 * every story is scanned when `npm test`'s stories step runs it, at the story tests' desktop width and in
 * Portuguese. So each name must be a story that exists, that pins no other width or language (its own or its
 * meta's globals, or a story it spreads), and that keeps its scan (no `a11y` parameters of its own).
 */

const root = path.resolve(import.meta.dirname, '../..');
const spec = fs.readFileSync(path.join(root, 'src/e2e/shell.spec.ts'), 'utf8');
const storiesNamed = [
  ...new Set([...spec.matchAll(/scannedBy: '([^']+)'|Scanned by (\S+#\w+)/g)].map((match) => (match[1] ?? match[2])!)),
];

/** Where a width, a language or an a11y setting of the story could come from: its properties, those of the story it spreads, its meta's. */
function settingsOf(file: string, exportName: string) {
  const { csf, meta, propertiesOfStory } = readStoryFile(root, file);
  if (!(exportName in csf._stories)) return null;
  const properties = [...propertiesOfStory(exportName), ...meta];
  const globals = properties.filter((p) => named(p, 'globals'));
  const a11y = properties
    .filter((p) => named(p, 'parameters'))
    .flatMap((p) => propertiesOf(p.value).filter((q) => named(q, 'a11y')));
  return { globals: globals.length, a11y: a11y.length, metaRead: meta.length > 0 };
}

describe('the stories that scan the pages the e2e route visits do not', () => {
  it('are named', () => {
    expect(storiesNamed.length).toBeGreaterThan(20);
  });

  it.each(storiesNamed)('%s exists, at the desktop width and in Portuguese, with its axe scan', (name) => {
    const [file, exportName] = name.split('#') as [string, string];
    expect(fs.existsSync(path.join(root, file)), file).toBe(true);
    const settings = settingsOf(file, exportName);
    expect(settings, `${file} exports no story ${exportName}`).not.toBeNull();
    expect(settings).toEqual({ globals: 0, a11y: 0, metaRead: true });
  });

  it('every story is scanned unless it says otherwise', () => {
    expect(fs.readFileSync(path.join(root, '.storybook/preview.tsx'), 'utf8')).toContain("a11y: { test: 'error' }");
  });
});
