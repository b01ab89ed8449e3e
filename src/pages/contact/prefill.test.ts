import { describe, expect, it } from 'vitest';
import { readSubject } from './prefill';

const read = (query: string) => readSubject(new URLSearchParams(query));

describe('contact page subject preselection', () => {
  it('reads ?subject= and ?assunto=, subject first', () => {
    expect(read('subject=Curso%20X')).toEqual({ kind: 'text', text: 'Curso X' });
    expect(read('assunto=Curso%20Y')).toEqual({ kind: 'text', text: 'Curso Y' });
    expect(read('subject=A&assunto=B')).toEqual({ kind: 'text', text: 'A' });
    expect(read('subject=%20%20&assunto=B')).toEqual({ kind: 'text', text: 'B' });
  });

  it('maps a launch key or index to its translated title key', () => {
    expect(read('subject=catalog.launches.2')).toEqual({ kind: 'key', key: 'catalog.launches.2.title' });
    expect(read('subject=catalog.launches.0.title')).toEqual({ kind: 'key', key: 'catalog.launches.0.title' });
    expect(read('subject=3')).toEqual({ kind: 'key', key: 'catalog.launches.3.title' });
  });

  it('ignores unknown launch keys; an out-of-range number is plain text', () => {
    expect(read('subject=catalog.launches.9')).toBeNull();
    expect(read('subject=42')).toEqual({ kind: 'text', text: '42' });
  });

  it('strips control characters, collapses whitespace and caps the length', () => {
    expect(read('subject=a%0A%0Db%09%09c')).toEqual({ kind: 'text', text: 'a b c' });
    const long = read(`subject=${'x'.repeat(500)}`);
    expect(long?.kind === 'text' && long.text.length).toBe(120);
    expect(read('subject=<script>alert(1)</script>')).toEqual({ kind: 'text', text: '<script>alert(1)</script>' });
  });

  it('gives null without a subject', () => {
    expect(read('')).toBeNull();
    expect(read('subject=')).toBeNull();
    expect(read('other=1')).toBeNull();
  });
});
