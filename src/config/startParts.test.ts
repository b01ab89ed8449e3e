import { describe, expect, it } from 'vitest';
import { startModuleIds, startPartFiles } from './startParts';

const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  moduleIds: [],
  imports,
  dynamicImports,
  code: '',
});

describe('startPartFiles', () => {
  it("lists each part and its static imports once, dependencies first, without the entry or later pages' code", () => {
    const entry = chunk('assets/index.js', ['assets/helper.js'], ['assets/react.js', 'assets/app.js'], true);
    const bundle = {
      'assets/index.js': entry,
      'assets/helper.js': chunk('assets/helper.js'),
      'assets/react.js': chunk('assets/react.js'),
      'assets/app.js': chunk('assets/app.js', ['assets/react.js', 'assets/ui.js', 'assets/index.js'], ['assets/Page.js']),
      'assets/ui.js': chunk('assets/ui.js', ['assets/react.js']),
      'assets/Page.js': chunk('assets/Page.js', ['assets/ui.js']),
      'style.css': { type: 'asset' as const },
    };
    expect(startPartFiles(bundle, entry)).toEqual(['/assets/react.js', '/assets/ui.js', '/assets/app.js']);
  });
});

describe('startModuleIds', () => {
  const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
    main: { importedIds: ['yieldToMain'], dynamicallyImportedIds: ['react-dom', 'app'] },
    yieldToMain: { importedIds: [], dynamicallyImportedIds: [] },
    'react-dom': { importedIds: ['react', 'scheduler'], dynamicallyImportedIds: [] },
    react: { importedIds: [], dynamicallyImportedIds: [] },
    scheduler: { importedIds: [], dynamicallyImportedIds: [] },
    app: { importedIds: ['react', 'ui', 'main'], dynamicallyImportedIds: ['HomePage'] },
    ui: { importedIds: ['react'], dynamicallyImportedIds: [] },
    HomePage: { importedIds: ['ui', 'zod'], dynamicallyImportedIds: [] },
    zod: { importedIds: [], dynamicallyImportedIds: [] },
  };

  it("holds the entry's imports and parts and all they import statically; not the entry, not the pages loaded on demand", () => {
    expect([...startModuleIds('main', (id) => graph[id])].sort()).toEqual(
      ['app', 'react', 'react-dom', 'scheduler', 'ui', 'yieldToMain'].sort(),
    );
  });

  it('is empty for a build without that entry (the prerender bundle)', () => {
    expect(startModuleIds('src/main.tsx', (id) => graph[id]).size).toBe(0);
  });
});
