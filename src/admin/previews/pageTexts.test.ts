import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteTexts } from '../../../build/content/translations.ts';
import { pageVoiceIssues, withPageTexts } from './pageTexts';

const root = path.resolve(__dirname, '../../..');
type Json = Record<string, unknown>;
interface Served {
  home: { banner: Json & { eyebrow: string; text: string; moreInfo: string }; courses: { viewCourse: string } };
  legal: { toc: string; privacy: Json & { sections: unknown[]; updated?: string } };
  mentorship: Json;
}

describe("a page's texts in its preview", () => {
  const served = siteTexts(root, 'pt') as unknown as Served;

  it("replaces the page's texts, keeps the interface's words beside them", () => {
    const { banner } = served.home;
    const texts = withPageTexts(served as unknown as Json, 'home', {
      ...served.home,
      banner: { eyebrow: banner.eyebrow, title: 'Um título novo', text: banner.text, highlights: ['Só um'] },
    }) as unknown as Served;
    expect(texts.home.banner).toMatchObject({
      title: 'Um título novo',
      highlights: ['Só um'],
      moreInfo: served.home.banner.moreInfo,
    });
    expect(texts.home.courses.viewCourse).toBe(served.home.courses.viewCourse);
  });

  it('drops what the entry no longer has (a shorter list) and carries a legal page’s date', () => {
    const privacy = { ...served.legal.privacy, updated: '2026-11-29', sections: served.legal.privacy.sections.slice(0, 2) };
    const texts = withPageTexts(served as unknown as Json, 'privacy', privacy) as unknown as Served;
    expect(texts.legal.privacy.sections).toHaveLength(2);
    expect(texts.legal.privacy.updated).toBe('2026-11-29');
    expect(texts.legal.toc).toBe(served.legal.toc);
    expect(served.legal.privacy.sections).toHaveLength(9);
  });

  it("names the writing rules' advice by the field she sees", () => {
    const en = siteTexts(root, 'en') as unknown as Served;
    const pt = {
      ...served.mentorship,
      faqTitle: 'Perguntas Frequentes',
      faq: [{ question: 'O que é a "supervisão"?', answer: 'Sim.' }],
    };
    const issues = pageVoiceIssues('mentorship', { pt, en: { ...en.mentorship, faq: [{ question: 'What?', answer: 'Yes.' }] } });
    expect(issues.map(({ lang, field, rule }) => `${lang} ${field} ${rule}`)).toEqual(
      expect.arrayContaining(['pt faqTitle titleCase', 'pt faq[0].question quotes']),
    );
  });
});
