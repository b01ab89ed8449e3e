import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSubject } from './prefill';
import { IMMERSION_FORMAT_IDS, immersionSubjectHref, knownSubjects, launchSubjectHref } from '@/config/contactSubjects';
import { siteTexts, type Language } from '../../../build/content/translations.ts';

const read = (query: string) => readSubject(new URLSearchParams(query));

const root = path.resolve(__dirname, '../../..');
const locale = (lng: string) => siteTexts(root, lng as Language);
const lookup = (data: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], data);

describe('contact page subject preselection: known keys only', () => {
  it('maps launch-{index} to the launch title key', () => {
    expect(read('subject=launch-0')).toEqual({ kind: 'key', key: 'catalog.launches.0.title' });
    expect(read('subject=launch-3')).toEqual({ kind: 'key', key: 'catalog.launches.3.title' });
  });

  it('maps immersion-{id} to the immersion format title key', () => {
    expect(read('subject=immersion-weekend')).toEqual({ kind: 'key', key: 'immersion.formats.0.title' });
    expect(read('subject=immersion-teams')).toEqual({ kind: 'key', key: 'immersion.formats.2.title' });
  });

  it('reads ?subject= then ?assunto=, ignoring surrounding spaces', () => {
    expect(read('assunto=launch-1')).toEqual({ kind: 'key', key: 'catalog.launches.1.title' });
    expect(read('subject=nonsense&assunto=launch-2')).toEqual({ kind: 'key', key: 'catalog.launches.2.title' });
    expect(read('subject=%20launch-2%20')).toEqual({ kind: 'key', key: 'catalog.launches.2.title' });
  });

  it.each([
    'subject=Curso%20X',
    'subject=<script>alert(1)</script>',
    'subject=M%C3%B3dulo%201%3A%20Introdu%C3%A7%C3%A3o',
    'subject=launch-4',
    'subject=launch-01',
    'subject=launch--1',
    'subject=LAUNCH-1',
    'subject=launch-1x',
    'subject=immersion-0',
    'subject=immersion-unknown',
    'subject=catalog.launches.1',
    'subject=catalog.launches.1.title',
    'subject=1',
    'subject=__proto__',
    'subject=constructor',
    'subject=',
    'other=launch-1',
    '',
  ])('ignores %j', (query) => {
    expect(read(query)).toBeNull();
  });
});

describe('subject links', () => {
  it('launch and immersion links carry the stable key', () => {
    expect(launchSubjectHref(2)).toBe('/contact?subject=launch-2');
    expect(immersionSubjectHref(1)).toBe('/contact?subject=immersion-clinical');
    expect(immersionSubjectHref(9)).toBe('/contact');
  });

  it('every link the site builds is read back as a known subject', () => {
    for (const href of [0, 1, 2, 3].map(launchSubjectHref).concat(IMMERSION_FORMAT_IDS.map((_, i) => immersionSubjectHref(i)))) {
      expect(readSubject(new URL(href, 'http://x').searchParams), href).not.toBeNull();
    }
  });

  it('every known subject has a title in both languages', () => {
    const pt = locale('pt');
    const en = locale('en');
    for (const [subject, key] of knownSubjects()) {
      expect(typeof lookup(pt, key), `pt ${subject} -> ${key}`).toBe('string');
      expect(typeof lookup(en, key), `en ${subject} -> ${key}`).toBe('string');
    }
    expect(knownSubjects()).toHaveLength(4 + IMMERSION_FORMAT_IDS.length);
    expect(Array.isArray(lookup(pt, 'immersion.formats')) && (lookup(pt, 'immersion.formats') as unknown[]).length).toBe(
      IMMERSION_FORMAT_IDS.length,
    );
  });
});
