import { z } from 'zod';
import { isObject } from '@/data/check';
import { pages, type PageName } from '@/data/pages';
import { voiceIssues, type VoiceIssue } from '@/i18n/voice';

type Json = Record<string, unknown>;

/**
 * The served texts of a language with one page's texts replaced by the entry's (a page file being edited):
 * what the site would serve once she saves. Each of the page's texts is replaced whole, so a removed FAQ entry or
 * a shorter list is gone from the preview too; the interface's words beside them (a group's button) stay.
 */
export function withPageTexts(served: Json, name: PageName, texts: Json): Json {
  const data = structuredClone(served);
  let node: Json = data;
  for (const key of pages[name].target.split('.')) {
    if (!isObject(node[key])) node[key] = {};
    node = node[key] as Json;
  }
  replaceTexts(node, pages[name].texts, texts);
  return data;
}

/** The page's texts of `shape` in `node` replaced by the entry's; in a group, only the group's own texts. */
function replaceTexts(node: Json, shape: Record<string, z.ZodType>, texts: Json) {
  for (const [key, schema] of Object.entries(shape)) {
    if (schema instanceof z.ZodObject) {
      if (!isObject(node[key])) node[key] = {};
      replaceTexts(node[key] as Json, schema.shape as Record<string, z.ZodType>, isObject(texts[key]) ? texts[key] : {});
    } else if (texts[key] === undefined) delete node[key];
    else node[key] = structuredClone(texts[key]);
  }
  // The page's structured fields (a legal page's date) travel with its texts.
  for (const [key, value] of Object.entries(texts)) if (!(key in shape)) node[key] = structuredClone(value);
}

/**
 * The site's writing rules (src/i18n/voice.ts) applied to a page's texts, each issue named by the field the
 * editor sees (`faq[2].answer`) rather than by the translation key. Advice, not a refusal: the build publishes
 * her words as she writes them.
 */
export function pageVoiceIssues(name: PageName, entry: { pt: Json; en: Json }): (VoiceIssue & { field: string })[] {
  const target = pages[name].target;
  const at = (texts: Json) => {
    const nested: Json = {};
    let node = nested;
    const keys = target.split('.');
    keys.slice(0, -1).forEach((key) => (node = node[key] = {} as Json));
    node[keys.at(-1)!] = texts;
    return nested;
  };
  return voiceIssues({ pt: at(entry.pt), en: at(entry.en) }, new Set()).map((issue) => ({
    ...issue,
    field: issue.key.slice(target.length + 1).replace(/\.(\d+)(?=\.|$)/g, '[$1]'),
  }));
}
