import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './load.ts';

/**
 * The live content/, the educator's own: checked as a build checks it (the schema and the cross-file rules:
 * ids that match their file names and are used once, related books that exist, files under public/ that exist,
 * both languages alike) and nothing more. Its prices, stock, counts and years are hers to change; the spec's
 * values are checked on the catalogue as shipped (productCatalogue.test.ts).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the live content', () => {
  it('passes the content check a build makes', () => {
    // Read by path: every other test reads the catalogue as shipped through CONTENT_DIR.
    expect(() => loadCatalogue(path.join(root, 'content'), { root })).not.toThrow();
  });
});
