import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintChunks } from './compileHints';

describe('compile hints (#33)', () => {
  it('puts the hint on the first line, once', () => {
    const bundle = { 'assets/a.js': { type: 'chunk' as const, code: 'export const a = 1;' } };
    hintChunks(bundle);
    expect(bundle['assets/a.js'].code).toBe('//# allFunctionsCalledOnLoad\nexport const a = 1;');
    hintChunks(bundle);
    expect(bundle['assets/a.js'].code).toBe(`${COMPILE_HINT}export const a = 1;`);
  });

  it('hints every chunk, no asset, and moves a source map down by the added line', () => {
    const bundle = {
      'assets/a.js': { type: 'chunk' as const, code: 'a()', map: { mappings: 'AAAA' } },
      'assets/b.js': { type: 'chunk' as const, code: 'b()', map: null },
      'assets/c.css': { type: 'asset' as const },
    };
    hintChunks(bundle);
    expect(bundle['assets/a.js']).toEqual({ type: 'chunk', code: `${COMPILE_HINT}a()`, map: { mappings: ';AAAA' } });
    expect(bundle['assets/b.js'].code).toBe(`${COMPILE_HINT}b()`);
    expect(bundle['assets/c.css']).toEqual({ type: 'asset' });
    hintChunks(bundle);
    expect(bundle['assets/a.js'].map.mappings).toBe(';AAAA');
  });
});
