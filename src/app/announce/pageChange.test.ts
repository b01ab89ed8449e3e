import { describe, expect, it } from 'vitest';
import { announcement, hashTarget, isPageChange } from './pageChange';

describe('isPageChange: only another page moves focus and is announced', () => {
  it('a link, a redirect or back / forward to another path', () => {
    expect(isPageChange('/', '/contact')).toBe(true);
    expect(isPageChange('/privacy', '/mentorship-details')).toBe(true);
    expect(isPageChange('/course/1', '/course/2')).toBe(true);
  });

  it('not the first render, not the same path (an in-page anchor, a new query), not a trailing slash', () => {
    expect(isPageChange(null, '/contact')).toBe(false);
    expect(isPageChange('/', '/')).toBe(false);
    expect(isPageChange('/artigos-teses', '/artigos-teses')).toBe(false);
    expect(isPageChange('/contact', '/contact/')).toBe(false);
  });
});

describe('hashTarget', () => {
  it('names the id of a hash, decoded; nothing for an empty one', () => {
    expect(hashTarget('#faq')).toBe('faq');
    expect(hashTarget('#sec%C3%A7%C3%A3o')).toBe('secção');
    expect(hashTarget('#%E0')).toBe('%E0');
    expect(hashTarget('#')).toBeNull();
    expect(hashTarget('')).toBeNull();
  });
});

describe('announcement', () => {
  it('the title, else the heading, else nothing', () => {
    expect(announcement('Contacto · Helena Marques', 'Contacto')).toBe('Contacto · Helena Marques');
    expect(announcement('  ', ' Contacto ')).toBe('Contacto');
    expect(announcement('', null)).toBe('');
  });
});
