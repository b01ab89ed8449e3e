import fs from 'node:fs';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';

/**
 * The folders the web admin uploads into, and the only kinds of file each may hold: the build serves whatever
 * lies under public/ from the shop's own origin, so a page or a script in them would run as the shop's own.
 * SVG is no picture here: it can carry script.
 */
export const UPLOAD_FOLDERS: readonly { folder: string; extensions: readonly string[] }[] = [
  { folder: 'public/images', extensions: ['.jpg', '.jpeg', '.png', '.webp', '.avif'] },
  { folder: 'public/pdfs', extensions: ['.pdf'] },
  { folder: 'public/media', extensions: ['.mp4', '.jpg', '.jpeg', '.png', '.webp', '.avif'] },
];

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
  for (const { folder, extensions } of UPLOAD_FOLDERS) {
    for (const file of filesUnder(path.join(root, folder))) {
      const name = path.relative(root, file).split(path.sep).join('/');
      const extension = path.extname(file).toLowerCase();
      if (!extensions.includes(extension)) {
        problems.push(`${name}: only ${extensions.join(', ')} files go in ${folder}/`);
        continue;
      }
      const found = await fileTypeFromFile(file);
      if (found?.ext !== CONTENT_OF[extension]) {
        problems.push(`${name}: its contents are ${found ? found.mime : 'no known picture, document or video'}, not ${extension}`);
      }
    }
  }
  return problems;
}
