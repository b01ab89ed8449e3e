/**
 * What the web admin may upload, and where: the one list the admin's file pickers (their accepted types and
 * `max_file_size`), the local backend (which folders it may write) and the build (build/content/uploads.ts,
 * which checks every file of these folders by extension, first bytes and size) read. Whatever lies under
 * public/ is served from the shop's own origin, so nothing that can carry script is on it: SVG is no picture
 * here.
 */

const MB = 1024 * 1024;

/** Each kind of upload: its extensions (lower case, with the dot) and its largest size in bytes. */
export const UPLOAD_KINDS = {
  /** Pictures become smaller copies at build; a larger source only slows her upload down. */
  picture: { extensions: ['.jpg', '.jpeg', '.png', '.webp', '.avif'], maxBytes: 2 * MB },
  document: { extensions: ['.pdf'], maxBytes: 10 * MB },
  /** Under the host's limit per file, which a longer clip would pass. */
  video: { extensions: ['.mp4'], maxBytes: 20 * MB },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** The upload folders (from the project's root) and the kinds each may hold. */
export const UPLOAD_FOLDERS: readonly { folder: string; kinds: readonly UploadKind[] }[] = [
  { folder: 'public/images', kinds: ['picture'] },
  { folder: 'public/pdfs', kinds: ['document'] },
  { folder: 'public/media', kinds: ['video', 'picture'] },
];

/** The extensions the kinds allow, in order. */
export function extensionsOf(kinds: readonly UploadKind[]): string[] {
  return kinds.flatMap((kind) => [...UPLOAD_KINDS[kind].extensions]);
}

/** The kind among `kinds` a file name's extension belongs to (with that extension, lower case), or undefined. */
export function kindOf(fileName: string, kinds: readonly UploadKind[]) {
  const extension = /\.[^./\\]+$/.exec(fileName.toLowerCase())?.[0] ?? '';
  const kind = kinds
    .map((name) => UPLOAD_KINDS[name])
    .find((candidate) => (candidate.extensions as readonly string[]).includes(extension));
  return kind && { ...kind, extension };
}

/** A size in her words: «2 MB». */
export function sizeInWords(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`.replace('.', ',');
}
