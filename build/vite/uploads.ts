import type { Plugin } from 'vite';
import { uploadProblems } from '../content/uploads.ts';

/**
 * A build stops when a file in the upload folders is not what its folder may hold (build/content/uploads.ts),
 * naming every such file. Builds only: the dev server keeps running, so the admin that put the file there
 * stays open to take it away.
 */
export function uploadsCheck({ root }: { root: string }): Plugin {
  return {
    name: 'ot:uploads-check',
    apply: 'build',
    async buildStart() {
      const problems = await uploadProblems(root);
      if (problems.length) {
        this.error(`The upload folders hold ${problems.length} file(s) the site may not serve:\n  ${problems.join('\n  ')}`);
      }
    },
  };
}
