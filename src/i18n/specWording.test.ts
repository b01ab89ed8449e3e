import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteTexts, type Language } from '../../build/content/translations.ts';
import { SPEC_ENGLISH, SPEC_PORTUGUESE } from './specQuoted';

/**
 * The texts the spec quotes, pinned once (SPEC.md, word for word, listed in ./specQuoted.ts): the Portuguese file
 * holds the spec's Portuguese wording, and the English file the spec's English wording where it quotes an English text.
 * Stories and e2e tests find elements by the active language's text (from these files), so this is where the
 * wording itself is checked. `{x}` in the spec is `{{x}}` in i18next.
 */
const root = path.resolve(__dirname, '../..');
const load = (lng: string) => siteTexts(root, lng as Language);
const lookup = (file: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], file);

describe("the spec's quoted wording", () => {
  const pt = load('pt');
  const en = load('en');
  it.each(Object.entries(SPEC_PORTUGUESE))('pt %s is the spec text', (key, text) => {
    expect(lookup(pt, key)).toBe(text);
  });
  it.each(Object.entries(SPEC_ENGLISH))('en %s is the spec text', (key, text) => {
    expect(lookup(en, key)).toBe(text);
  });
});
