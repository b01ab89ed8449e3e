import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEGAL_SECTION_COUNTS, toSections } from './useLegalDocument';
import { siteTexts, type Language } from '../../../build/content/translations.ts';

const load = (lng: string) =>
  siteTexts(path.resolve(__dirname, '../../..'), lng as Language) as {
    legal: Record<string, { title: string; sections: unknown }>;
  };

describe('legal documents', () => {
  it.each(['pt', 'en'])('%s: privacy, cookies and terms have 9, 6 and 8 well-formed sections', (lng) => {
    const { legal } = load(lng);
    for (const [doc, count] of Object.entries(LEGAL_SECTION_COUNTS)) {
      const sections = toSections(legal[doc]?.sections);
      expect(sections, `${lng} ${doc}`).toHaveLength(count);
      for (const section of sections) {
        expect(section.heading.length).toBeGreaterThan(0);
        expect((section.paragraphs?.length ?? 0) + (section.items?.length ?? 0)).toBeGreaterThan(0);
      }
    }
  });

  it('the privacy policy mentions the provider email placeholder', () => {
    for (const lng of ['pt', 'en']) expect(JSON.stringify(load(lng).legal.privacy)).toContain('{{email}}');
  });

  it('orders numbered keys numerically and drops malformed entries', () => {
    const sections = toSections({
      '10': { heading: 'ten', items: ['x'] },
      '2': { heading: 'two' },
      '1': { nope: true },
      x: { heading: 'skip' },
    });
    expect(sections.map((s) => s.heading)).toEqual(['two', 'ten']);
    expect(toSections(null)).toEqual([]);
    expect(toSections('text')).toEqual([]);
    expect(toSections([{ heading: 'a', paragraphs: ['p', 3] }])).toEqual([
      { heading: 'a', paragraphs: ['p'], items: undefined, after: undefined },
    ]);
  });
});
