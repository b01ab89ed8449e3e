import path from 'node:path';

/** The import aliases of the whole project (tsconfig.json "paths" says the same to TypeScript). */
export function projectAliases(root: string): Record<string, string> {
  return {
    '@': path.resolve(root, 'src'),
    '@machines': path.resolve(root, 'machines'),
    '@mocks': path.resolve(root, 'mocks'),
  };
}
