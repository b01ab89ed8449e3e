import { describe, expect, it } from 'vitest';
import { safeReturnPath, to } from './routes';

describe('safeReturnPath: same-site paths are kept', () => {
  it.each([
    ['/', '/'],
    ['/profile', '/profile'],
    ['/cart?step=2#summary', '/cart?step=2#summary'],
    ['/course/3', '/course/3'],
    ['/a/./b/../c', '/a/c'],
    ['/login?next=//evil.example', '/login?next=//evil.example'],
    ['/@evil.example', '/@evil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
    ['/caf%C3%A9', '/caf%C3%A9'],
  ])('%j -> %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});

describe('safeReturnPath: hostile input falls back', () => {
  it.each([
    // Normalised into a protocol-relative URL: the output is checked, not only the input.
    '/.//evil.example',
    '/..//evil.example',
    '/a/../..//evil.example',
    '/./\\evil.example',
    // Protocol-relative and backslash forms.
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    // Whitespace, tab and newline tricks (browsers drop tabs and newlines inside URLs).
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r//evil.example',
    ' /profile',
    '/profile ',
    '/pro file',
    '/\u0000/evil.example',
    // Other schemes and hosts.
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    'profile',
    '',
  ])('%j', (input) => {
    expect(safeReturnPath(input, '/fallback')).toBe('/fallback');
  });

  it('anything but a string falls back', () => {
    for (const input of [undefined, null, 42, {}, ['/profile']]) expect(safeReturnPath(input)).toBe('/');
  });
});

describe('other route helpers', () => {
  it('builds encoded reset links', () => {
    expect(to.reset('a/b', 't?k')).toBe('/reset-password/a%2Fb/t%3Fk');
  });
});
