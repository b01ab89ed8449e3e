import { SPEC_QUOTED_KEYS } from './specQuoted';

/**
 * The machine-checkable part of the site's writing rules (the Storybook page "Guidance / Voice and content"
 * gives them all, with examples). Each rule reads one text, or the same key in both languages, and says what
 * is wrong in words a writer can act on. Brazilian spellings are left to `europeanPortuguese.test.ts`.
 */

export type Language = 'pt' | 'en';

export type RuleName =
  'spaces' | 'quotes' | 'apostrophe' | 'ellipsis' | 'titleCase' | 'englishInPortuguese' | 'errorPunctuation' | 'placeholders';

export interface VoiceIssue {
  rule: RuleName;
  lang: Language;
  key: string;
  text: string;
  message: string;
}

/** Every text leaf as [dotted key, text]; list items are addressed by index (`about.highlights.0.title`). */
export function flattenTexts(node: unknown, prefix = ''): [string, string][] {
  if (node && typeof node === 'object') {
    return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => flattenTexts(value, `${prefix}${key}.`));
  }
  return typeof node === 'string' ? [[prefix.slice(0, -1), node]] : [];
}

/**
 * The interface's texts. The catalogue (courses, books, launches, publications, testimonials, media) is content
 * the educator writes and edits apart from the interface, so these rules leave it out, except the images'
 * alternative texts, which describe the site's own illustrations.
 */
export function isInterfaceKey(key: string): boolean {
  return !key.startsWith('catalog.') || key.startsWith('catalog.images.');
}

/** The key's own name: its last segment that is not a list index (`faq.0.question` -> `question`). */
function keyName(key: string): string {
  return (
    key
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? key
  );
}

/** A plural or context suffix (`count_one`, `hours_other`) is not part of the name. */
const baseName = (key: string) => keyName(key).replace(/_(?:zero|one|two|few|many|other)$/, '');

/**
 * Headings, as the files name them: `title` and `heading`, any `…Title` (page, section, dialog and meta titles)
 * and `eyebrow`, the short line above a heading.
 */
export function isHeadingKey(key: string): boolean {
  const name = baseName(key);
  return name === 'title' || name === 'heading' || name === 'eyebrow' || /Title$/.test(name);
}

/** The names the files give button and call-to-action labels. */
const BUTTON_NAMES = new Set([
  'submit',
  'cta',
  'retry',
  'action',
  'buyNow',
  'addToCart',
  'checkout',
  'continue',
  'keepShopping',
  'accept',
  'decline',
  'pay',
  'cancel',
  'download',
  'clearFilters',
  'requestNew',
  'refresh',
  'readMore',
  'readLess',
  'enrol',
  'viewCart',
  'viewCourse',
  'seeLaunch',
  'moreInfo',
  'share',
  'copy',
]);

/**
 * Buttons: a known button name (`submit`, `cta`, `retry`, `buyNow`…), any `…Cta` or `…Action`, and everything
 * under an `actions` group (`course.actions.addToWishlist`).
 */
export function isButtonKey(key: string): boolean {
  const name = baseName(key);
  return BUTTON_NAMES.has(name) || /(?:Cta|Action)$/.test(name) || key.split('.').includes('actions');
}

/**
 * Error messages: everything under an `errors` group (`register.errors.emailInvalid`, `publications.downloadErrors.http`),
 * and a key named for an error or a failure (`mockCheckout.error`, `course.toasts.actionError`, `share.failed`).
 */
export function isErrorKey(key: string): boolean {
  const parts = key.split('.');
  return (
    parts.some((part) => /^(?:errors|\w+Errors)$/.test(part)) || /(?:^|_)(?:error|failed)$|(?:Error|Failed)$/.test(baseName(key))
  );
}

/**
 * Names written with capitals wherever they stand: places, languages, brands and programs, and the titles of the
 * legal documents and of a degree, which the texts name as proper names ("a Política de Cookies").
 */
const PROPER_NAMES = [
  'Política de Privacidade',
  'Política de Cookies',
  'Termos e Condições',
  'Livro de Reclamações',
  'Terapia Ocupacional',
  'Privacy Policy',
  'Cookie Policy',
  'Terms and Conditions',
  'Complaints Book',
  'Occupational Therapy',
  'Portugal',
  'Brasil',
  'Brazil',
  'Portuguese',
  'English',
  'Português',
  'Internet',
  'JavaScript',
  'Ayres',
];

/** Words that show an English text left in the Portuguese file: common English words no Portuguese text uses. */
export const ENGLISH_WORDS = [
  'the',
  'and',
  'of',
  'to',
  'with',
  'your',
  'you',
  'is',
  'are',
  'please',
  'click',
  'here',
  'sign',
  'submit',
  'cancel',
  'loading',
  'error',
  'failed',
  'search',
  'password',
  'cart',
  'wishlist',
];

const ENGLISH_WORD = new RegExp(`(?<![\\p{L}\\p{N}@.{])(?:${ENGLISH_WORDS.join('|')})(?![\\p{L}\\p{N}}])`, 'giu');

const QUOTES: Record<Language, { open: string; close: string; wrong: RegExp }> = {
  pt: { open: '«', close: '»', wrong: /[“”]/ },
  en: { open: '“', close: '”', wrong: /[«»]/ },
};

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((match) => match[1]!).sort();

/** The words written with an initial capital inside a sentence, other than names: Title Case. */
export function titleCaseWords(text: string): string[] {
  let rest = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    // A quoted title keeps its own capitals.
    .replace(/«[^»]*»|“[^”]*”|"[^"]*"/g, ' ');
  for (const name of PROPER_NAMES) rest = rest.split(name).join(' ');
  return rest.split(/[.!?…]\s+/).flatMap((sentence) => {
    const words = sentence.match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? [];
    return words.slice(1).filter((word) => /^\p{Lu}\p{Ll}/u.test(word));
  });
}

type TextRule = (key: string, text: string, lang: Language) => string | null;

const TEXT_RULES: Record<Exclude<RuleName, 'placeholders'>, TextRule> = {
  spaces: (_key, text) => {
    if (text !== text.trim()) return 'starts or ends with a space: trim it';
    if (/\s{2,}/.test(text)) return 'has two spaces in a row: keep one';
    return null;
  },
  quotes: (_key, text, lang) => {
    const { open, close, wrong } = QUOTES[lang];
    if (text.includes('"')) return `has straight quotes ("): quote with ${open}…${close}`;
    if (wrong.test(text)) return `has the other language's quotes: quote with ${open}…${close}`;
    return null;
  },
  apostrophe: (_key, text) =>
    /[‘’]/.test(text) ? "has a curly apostrophe (’): the files write it straight ('), one form throughout" : null,
  ellipsis: (_key, text) => (text.includes('...') ? 'has three dots (...): use the ellipsis character (…)' : null),
  titleCase: (key, text) => {
    if (!isHeadingKey(key) && !isButtonKey(key)) return null;
    const words = titleCaseWords(text);
    const what = isButtonKey(key) ? 'button label' : 'heading';
    return words.length ? `${what} in Title Case (${words.join(', ')}): write it in sentence case` : null;
  },
  englishInPortuguese: (_key, text, lang) => {
    if (lang !== 'pt') return null;
    // An all-capital word is an acronym ("Formação TO": terapia ocupacional), not English.
    const found = (text.match(ENGLISH_WORD) ?? []).filter((word) => word !== word.toUpperCase());
    const words = [...new Set(found.map((word) => word.toLowerCase()))];
    return words.length ? `English word in Portuguese (${words.join(', ')}): translate it` : null;
  },
  errorPunctuation: (key, text) => {
    // A heading about an error ("Algo correu mal") is a heading: no full stop.
    if (!isErrorKey(key) || isHeadingKey(key)) return null;
    // A fragment set into another message ("Falha ao baixar: {{message}}") starts in lower case; a lone word is a label.
    if (!/^\p{Lu}/u.test(text.trim()) || !/\s/.test(text.trim())) return null;
    return /[.!?…]$/.test(text.trim()) ? null : 'error message without final punctuation: end the sentence with a full stop';
  },
};

/**
 * What breaks the rules in a pair of translation files (pt and en, as loaded from JSON), interface keys only.
 * Keys the spec quotes are exempt in both languages: their wording is the acceptance reference.
 */
export function voiceIssues(files: Record<Language, unknown>, exempt: ReadonlySet<string> = SPEC_QUOTED_KEYS): VoiceIssue[] {
  const issues: VoiceIssue[] = [];
  const texts = {
    pt: new Map(flattenTexts(files.pt).filter(([key]) => isInterfaceKey(key) && !exempt.has(key))),
    en: new Map(flattenTexts(files.en).filter(([key]) => isInterfaceKey(key) && !exempt.has(key))),
  };
  for (const lang of ['pt', 'en'] as const) {
    for (const [key, text] of texts[lang]) {
      for (const [rule, check] of Object.entries(TEXT_RULES) as [RuleName, TextRule][]) {
        const message = check(key, text, lang);
        if (message) issues.push({ rule, lang, key, text, message });
      }
    }
  }
  for (const [key, ptText] of texts.pt) {
    const enText = texts.en.get(key);
    if (enText === undefined) continue;
    const [ptNames, enNames] = [placeholders(ptText), placeholders(enText)];
    if (ptNames.join() !== enNames.join()) {
      const list = (names: string[]) => (names.length ? names.map((name) => `{{${name}}}`).join(', ') : 'none');
      const message = `placeholders differ between the languages: pt ${list(ptNames)}, en ${list(enNames)}`;
      issues.push({ rule: 'placeholders', lang: 'en', key, text: enText, message });
    }
  }
  return issues;
}

/** One line per issue, naming the language and the key, for a test's failure message. */
export const formatIssue = ({ lang, key, text, message }: VoiceIssue): string => `${lang} ${key}: ${message} ("${text}")`;
