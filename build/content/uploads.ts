import fs from 'node:fs';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { UPLOAD_FOLDERS, extensionsOf, kindOf, sizeInWords } from '../../src/data/uploads.ts';

/*
 * The folders the web admin uploads into and what each may hold: src/data/uploads.ts, the list the admin and
 * its local backend read too.
 */
export { UPLOAD_FOLDERS };

/** The file type its first bytes show, as file-type names it, for each extension allowed. */
const CONTENT_OF: Record<string, string> = {
  '.jpg': 'jpg',
  '.jpeg': 'jpg',
  '.png': 'png',
  '.webp': 'webp',
  '.avif': 'avif',
  '.pdf': 'pdf',
  '.mp4': 'mp4',
};

function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Every file of the upload folders under `root` that is not what its folder may hold, by its extension and by
 * its first bytes (a page renamed `.webp` is still a page), as `public/images/books/x.html: …`.
 */
export async function uploadProblems(root: string): Promise<string[]> {
  const problems: string[] = [];
  for (const { folder, kinds } of UPLOAD_FOLDERS) {
    for (const file of filesUnder(path.join(root, folder))) {
      const name = path.relative(root, file).split(path.sep).join('/');
      const kind = kindOf(file, kinds);
      if (!kind) {
        problems.push(`${name}: only ${extensionsOf(kinds).join(', ')} files go in ${folder}/`);
        continue;
      }
      const { extension } = kind;
      const found = await fileTypeFromFile(file);
      if (found?.ext !== CONTENT_OF[extension]) {
        problems.push(`${name}: its contents are ${found ? found.mime : 'no known picture, document or video'}, not ${extension}`);
        continue;
      }
      const { size } = fs.statSync(file);
      if (size > kind.maxBytes) problems.push(`${name}: ${sizeInWords(size)}, more than the ${sizeInWords(kind.maxBytes)} a ${extension} file may have`);
    }
  }
  return problems;
}
