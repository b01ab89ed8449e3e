import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type SharpModule from 'sharp';
import type { ImageAsset } from '../../src/data/schema.ts';

/**
 * Every image the site shows at several widths (catalogue images and section images) and its responsive set:
 * the same picture at each width of WIDTHS below its own (WebP), and in AVIF where every AVIF copy is smaller
 * than its WebP. Its width and height are read from the file itself.
 *
 * Two sources of sets, so that an unchanged build does no image work:
 * - the committed ones (build/content/image-sets.json, written by build/generators/generate-assets.mjs with the
 *   copies it drew beside each image under public/): used while the image's bytes hash as recorded and its
 *   copies are there;
 * - any other image (a new or replaced one, e.g. uploaded through the admin, of any size and format): its set is
 *   made here from the file, once per content hash, into a cache folder; the copies are named with that hash
 *   (`book-9-400.1a2b3c4d.webp`), so they never clash with committed files and change address with the image.
 */
export const WIDTHS = [400, 800, 1200, 1600] as const;
export const QUALITY = 70;
/** AVIF quality at which the flat illustrations look as the WebP at QUALITY does. */
export const AVIF_QUALITY = 50;
/** The committed record of the sets under public/: address -> the source's hash and its srcsets. */
export const RECORD_FILE = 'build/content/image-sets.json';

export type { ImageAsset };

export type ImageRecord = Record<string, { sha256: string; srcSet: string; avifSrcSet?: string }>;

/** A copy made here: its address on the site and the cached file that holds it. */
export interface MadeFile {
  address: string;
  file: string;
}

export function sha256(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** The addresses a srcset lists. */
export const candidates = (srcSet: string | undefined): string[] =>
  srcSet ? srcSet.split(', ').map((candidate) => candidate.split(' ')[0]!) : [];

export function readRecord(root: string): ImageRecord {
  const file = path.join(root, RECORD_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ImageRecord) : {};
}

/** Where made sets are kept between builds (IMAGE_CACHE_DIR, else node_modules/.cache/content-images). */
export function cacheDir(root: string): string {
  if (process.env.IMAGE_CACHE_DIR) return path.resolve(process.env.IMAGE_CACHE_DIR);
  const modules = path.join(root, 'node_modules');
  return fs.existsSync(modules) ? path.join(modules, '.cache/content-images') : path.join(os.tmpdir(), 'content-images');
}

type Sharp = typeof SharpModule;
let sharpModule: Promise<Sharp> | undefined;
// Loaded on first use: a build whose images are all known never starts it.
const loadSharp = () => (sharpModule ??= import('sharp').then((mod) => mod.default));

/** Width and height of an image file, from its header. */
export async function imageSize(file: string): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  const { width, height, orientation } = await sharp(file).metadata();
  if (!width || !height) throw new Error(`${file}: not an image with a size`);
  // An upright photo from a camera is stored on its side and turned by its EXIF orientation.
  return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
}

interface MadeSet {
  width: number;
  height: number;
  /** The largest WebP (the source itself when it is a WebP no wider than the widest width). */
  src: string;
  srcSet: string;
  avifSrcSet?: string;
  files: MadeFile[];
}

/**
 * The image at `address` (a path under public/) with its responsive set: the committed one when it still
 * matches, else one made (or found in the cache) for the file's current content.
 */
export async function responsiveImage(
  root: string,
  address: string,
  record: ImageRecord,
): Promise<{ asset: ImageAsset; made: MadeFile[] }> {
  const file = path.join(root, 'public', address);
  const hash = sha256(file);
  const known = record[address];
  if (
    known &&
    known.sha256 === hash &&
    [...candidates(known.srcSet), ...candidates(known.avifSrcSet)].every((copy) => fs.existsSync(path.join(root, 'public', copy)))
  ) {
    const { width, height } = await imageSize(file);
    const asset: ImageAsset = { src: address, width, height, srcSet: known.srcSet };
    if (known.avifSrcSet) asset.avifSrcSet = known.avifSrcSet;
    return { asset, made: [] };
  }
  const set = await madeSet(root, address, file, hash);
  const asset: ImageAsset = { src: set.src, width: set.width, height: set.height, srcSet: set.srcSet };
  if (set.avifSrcSet) asset.avifSrcSet = set.avifSrcSet;
  return { asset, made: set.files };
}

async function madeSet(root: string, address: string, file: string, hash: string): Promise<MadeSet> {
  // One folder per image content and address: the copies are named after the image.
  const dir = path.join(cacheDir(root), crypto.createHash('sha256').update(`${address}\n${hash}`).digest('hex').slice(0, 32));
  const index = path.join(dir, 'set.json');
  const tag = hash.slice(0, 8);
  const base = address.replace(/\.[^./]+$/, '');
  const at = (width: number, ext: string, own: boolean) => (own ? `${base}.${tag}.${ext}` : `${base}-${width}.${tag}.${ext}`);
  if (fs.existsSync(index)) {
    const cached = JSON.parse(fs.readFileSync(index, 'utf8')) as Omit<MadeSet, 'files'> & { files: string[] };
    // The cache holds the copies by name; their addresses follow from this image's address.
    const files = cached.files.map((name) => ({ address: `${path.posix.dirname(address)}/${name}`, file: path.join(dir, name) }));
    if (files.every((made) => fs.existsSync(made.file))) return { ...cached, files };
  }

  const sharp = await loadSharp();
  const size = await imageSize(file);
  const largest = Math.min(size.width, WIDTHS[WIDTHS.length - 1]!);
  const widths = [...WIDTHS.filter((w) => w < largest), largest];
  // A WebP source no wider than the widest width is its own largest candidate, as the committed sets have it.
  const sourceIsLargest = /\.webp$/i.test(address) && size.width === largest;
  fs.mkdirSync(dir, { recursive: true });
  const files: MadeFile[] = [];
  const webp: { width: number; address: string; bytes: number }[] = [];
  const avif: { width: number; address: string; buffer: Buffer }[] = [];
  for (const width of widths) {
    const own = width === largest;
    const raster = sharp(file)
      .rotate()
      .resize(width, Math.round((size.height * width) / size.width));
    if (own && sourceIsLargest) webp.push({ width, address, bytes: fs.statSync(file).size });
    else {
      const buffer = await raster.clone().webp({ quality: QUALITY, effort: 6 }).toBuffer();
      const copy = at(width, 'webp', false);
      fs.writeFileSync(path.join(dir, path.posix.basename(copy)), buffer);
      files.push({ address: copy, file: path.join(dir, path.posix.basename(copy)) });
      webp.push({ width, address: copy, bytes: buffer.length });
    }
    avif.push({
      width,
      address: at(width, 'avif', own),
      buffer: await raster.clone().avif({ quality: AVIF_QUALITY, effort: 6 }).toBuffer(),
    });
  }
  const smaller = avif.every((copy, i) => copy.buffer.length < webp[i]!.bytes);
  if (smaller)
    for (const copy of avif) {
      const cached = path.join(dir, path.posix.basename(copy.address));
      fs.writeFileSync(cached, copy.buffer);
      files.push({ address: copy.address, file: cached });
    }
  const srcset = (list: { width: number; address: string }[]) => list.map((c) => `${c.address} ${c.width}w`).join(', ');
  const set: MadeSet = {
    width: largest,
    height: Math.round((size.height * largest) / size.width),
    src: webp[webp.length - 1]!.address,
    srcSet: srcset(webp),
    files,
  };
  if (smaller) set.avifSrcSet = srcset(avif);
  fs.writeFileSync(index, JSON.stringify({ ...set, files: files.map((made) => path.posix.basename(made.address)) }));
  return set;
}
