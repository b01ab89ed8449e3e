import { checkEntry, checkPage } from '@/data/check';
import { PAGE_NAMES, type PageName } from '@/data/pages';
import type { ContentType } from '@/data/schema';
import { extensionsOf, kindOf, sizeInWords, type UploadKind } from '@/data/uploads';

/**
 * What the admin checks before it saves or uploads, with the build's own checks and words: an entry against
 * the content schema (src/data/check.ts), its number against the numbers already taken (the build refuses a
 * file whose name is not its number, and Decap would save a taken one as `3-1.json`), and a file against the
 * kinds and sizes the upload folders may hold (src/data/uploads.ts). Pure: the widgets and the event
 * listeners in main.tsx hand the values in.
 */

/** The numbers each collection's other entries hold, as the number widget last read them, by number: the file's name. */
const known = new Map<string, Map<number, string>>();

export function rememberTakenIds(type: string, taken: Map<number, string>) {
  known.set(type, taken);
}

export function takenIds(type: string): Map<number, string> | undefined {
  return known.get(type);
}

/** The number proposed for a new entry: one past the highest taken, or the least allowed when there is none. */
export function nextFreeId(taken: Iterable<number>, min: number): number {
  let next = min;
  for (const id of taken) if (id >= next) next = id + 1;
  return next;
}

/** Why a number cannot be saved, or undefined. */
export function idProblem(value: unknown, options: { min: number; taken?: Map<number, string> }): string | undefined {
  if (value === '' || value === undefined || value === null) return 'O número é obrigatório.';
  const id = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(id)) return 'O número tem de ser um número inteiro.';
  if (id < options.min) return `O número tem de ser ${options.min} ou mais.`;
  const holder = options.taken?.get(id);
  if (holder !== undefined) {
    const free = nextFreeId(options.taken!.keys(), options.min);
    return `O número ${id} já é de outra entrada (${holder}.json). Use ${free}, o próximo livre.`;
  }
  return undefined;
}

/**
 * The problems that stop a save, as the build would print them (`pt.rating: tem de ser 5 ou menos`), plus a taken
 * number for a new entry.
 */
export function savingProblems(type: ContentType, entry: { pt: unknown; en: unknown }, isNew: boolean): string[] {
  const problems = checkEntry(type, entry).problems.map(({ field, message }) => (field ? `${field}: ${message}` : message));
  const pt = entry.pt as { id?: unknown } | undefined;
  if (isNew) {
    const taken = idProblem(pt?.id, { min: 0, taken: takenIds(type) });
    if (taken && !problems.some((problem) => problem.startsWith('pt.id:'))) problems.push(`pt.id: ${taken}`);
  }
  return problems;
}

/** The problems that stop a page's save (content/pages), as the build would print them. */
export function pageSavingProblems(name: string, entry: { pt: unknown; en: unknown }): string[] {
  if (!(PAGE_NAMES as readonly string[]).includes(name)) return [`${name}: não é uma página do site`];
  return checkPage(name as PageName, entry).problems.map(({ field, message }) => (field ? `${field}: ${message}` : message));
}

/** A calendar day as the content files write it (YYYY-MM-DD), in the editor's own time zone. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The message of a refused save, in the words the admin shows after «Falha ao guardar». */
export function savingRefusal(problems: string[]): string {
  return `o conteúdo não foi guardado, porque o site não o poderia publicar. Corrija: ${problems.join('; ')}.`;
}

/** Why a file cannot be uploaded where a picker of these kinds puts it, or undefined. */
export function uploadProblem(file: { name: string; size: number }, kinds: readonly UploadKind[]): string | undefined {
  const kind = kindOf(file.name, kinds);
  if (!kind) return `«${file.name}» não pode ser carregado aqui: só ficheiros ${extensionsOf(kinds).join(', ')}.`;
  if (file.size > kind.maxBytes)
    return `«${file.name}» tem ${sizeInWords(file.size)}: o máximo para um ficheiro ${kind.extension} é ${sizeInWords(kind.maxBytes)}.`;
  return undefined;
}
