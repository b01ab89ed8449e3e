import type { z } from 'zod';
import { contentTypes, type ContentTexts, type ContentType } from './schema.ts';
import { pageSchemas, type PageName } from './pages.ts';

/**
 * The check of one content file on its own, in the editor's words: what the build applies to every file
 * (build/content/load.ts, which adds the checks that need the disk or the whole catalogue) and what the web
 * admin applies to an entry before saving it (src/admin/checks.ts). One function, so the admin never saves
 * what the build refuses, and both say it the same way.
 */

type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One problem: the field as `pt.description.programme` or `en.tags[2]`, and what is wrong with it. */
export interface Problem {
  field: string;
  message: string;
}

export interface CheckedEntry<T extends ContentType> {
  problems: Problem[];
  /** The structured fields as checked, when they pass. */
  fields?: Json;
  /** Each language's texts, when both pass. */
  texts?: { pt: ContentTexts<T>; en: ContentTexts<T> };
}

/** A zod issue's path as the editor reads it. */
function fieldPath(prefix: string, issuePath: readonly PropertyKey[]): string {
  return issuePath.reduce<string>(
    (acc, part) => (typeof part === 'number' ? `${acc}[${part}]` : `${acc}.${String(part)}`),
    prefix,
  );
}

function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'obrigatório';
  if (issue.code === 'unrecognized_keys')
    return `${issue.keys.length > 1 ? 'campos desconhecidos' : 'campo desconhecido'}: ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_value') return `tem de ser um de ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  return issue.message;
}

/** Checks one file's content (`{ pt, en }`) as a `type` of the catalogue. */
export function checkEntry<T extends ContentType>(type: T, raw: unknown): CheckedEntry<T> {
  const problems: Problem[] = [];
  const report = (field: string, message: string) => problems.push({ field, message });
  if (!isObject(raw)) {
    report('', 'tem de ser um objeto com "pt" e "en"');
    return { problems };
  }
  const pt = isObject(raw.pt) ? raw.pt : undefined;
  const en = isObject(raw.en) ? raw.en : undefined;
  if (!pt) report('pt', 'obrigatório (os campos e os textos em português)');
  if (!en) report('en', 'obrigatório (a tradução inglesa)');
  if (!pt || !en) return { problems };

  const schema = contentTypes[type];
  // With the input in each issue: a wrong value and a missing one read differently.
  const fields = schema.fields.safeParse(pt, { reportInput: true });
  const ptTexts = schema.texts.safeParse(pt, { reportInput: true });
  const enTexts = schema.texts.safeParse(en, { reportInput: true });
  for (const [result, prefix] of [
    [fields, 'pt'],
    [ptTexts, 'pt'],
    [enTexts, 'en'],
  ] as const) {
    if (!result.success) for (const issue of result.error.issues) report(fieldPath(prefix, issue.path), issueMessage(issue));
  }
  if (ptTexts.success && enTexts.success) compareLanguages(ptTexts.data, enTexts.data, '', report);
  const item = fields.success ? (fields.data as Json) : undefined;
  if (type === 'courses' && item && item.price === null && item.externalEnrolment !== true)
    report('pt.price', 'obrigatório (só um curso com inscrição externa pode ficar sem preço)');
  return {
    problems,
    fields: item,
    texts:
      ptTexts.success && enTexts.success
        ? { pt: ptTexts.data as ContentTexts<T>, en: enTexts.data as ContentTexts<T> }
        : undefined,
  };
}

/**
 * The English texts must have what the Portuguese ones have: the same optional texts, lists of the same length,
 * and each element of a list the same texts as its Portuguese one.
 */
function compareLanguages(pt: unknown, en: unknown, at: string, report: (field: string, message: string) => void) {
  if (Array.isArray(pt) && Array.isArray(en)) {
    if (pt.length !== en.length) report(`en${at}`, `tem ${en.length} elemento(s) onde pt tem ${pt.length}`);
    else pt.forEach((item, i) => compareLanguages(item, en[i], `${at}[${i}]`, report));
    return;
  }
  if (!isObject(pt) || !isObject(en)) return;
  for (const key of new Set([...Object.keys(pt), ...Object.keys(en)])) {
    if (pt[key] === undefined && en[key] === undefined) continue;
    if (en[key] === undefined) report(`en${at}.${key}`, 'falta a tradução (pt tem este texto)');
    else if (pt[key] === undefined) report(`pt${at}.${key}`, 'falta (en tem este texto)');
    else compareLanguages(pt[key], en[key], `${at}.${key}`, report);
  }
}

/** The check of one page's file (content/pages/<name>.json) on its own: what the build and the admin apply. */
export function checkPage(name: PageName, raw: unknown): CheckedPage {
  const problems: Problem[] = [];
  const report = (field: string, message: string) => problems.push({ field, message });
  if (!isObject(raw)) {
    report('', 'tem de ser um objeto com "pt" e "en"');
    return { problems };
  }
  if (!isObject(raw.pt)) report('pt', 'obrigatório (os textos em português)');
  if (!isObject(raw.en)) report('en', 'obrigatório (a tradução inglesa)');
  if (!isObject(raw.pt) || !isObject(raw.en)) return { problems };

  const schemas = pageSchemas(name);
  const pt = schemas.pt.safeParse(raw.pt, { reportInput: true });
  const en = schemas.en.safeParse(raw.en, { reportInput: true });
  for (const [result, prefix] of [
    [pt, 'pt'],
    [en, 'en'],
  ] as const) {
    if (!result.success) for (const issue of result.error.issues) report(fieldPath(prefix, issue.path), issueMessage(issue));
  }
  if (!pt.success || !en.success) return { problems };
  const fields = schemas.fields.parse(pt.data) as Json;
  const ptTexts = schemas.texts.parse(pt.data) as Json;
  compareLanguages(ptTexts, en.data, '', report);
  return { problems, fields, texts: problems.length ? undefined : { pt: ptTexts, en: en.data as Json } };
}

export interface CheckedPage {
  problems: Problem[];
  /** The structured fields (the legal pages' date of their last update). */
  fields?: Json;
  /** Each language's texts, when the file passes. */
  texts?: { pt: Json; en: Json };
}
