import { describe, expect, it } from 'vitest';
import { extractProfile, invalidFieldsWarning, nonEmpty, topLevelFullName } from './profile';

describe('extractProfile', () => {
  it('reads the user wrapper, then the body itself', () => {
    expect(extractProfile({ success: true, user: { full_name: 'A', birthday: '2000-01-01' } })).toEqual({
      profile: { full_name: 'A', birthday: '2000-01-01' },
      shape: 'user',
      invalidFields: [],
    });
    expect(extractProfile({ full_name: 'B', email: 'b@example.com' })).toEqual({
      profile: { full_name: 'B', email: 'b@example.com' },
      shape: 'top-level',
      invalidFields: [],
    });
  });

  it('gives nothing for empty or unreadable bodies', () => {
    for (const body of [undefined, null, '', 'text', 42, {}, { user: 'x' }, { full_name: 12 }, [{ full_name: 'A' }]]) {
      expect(extractProfile(body).profile).toBeNull();
    }
  });

  it('accepts age as number or text and nulls', () => {
    expect(extractProfile({ user: { full_name: 'A', age: '34', phone: null } }).profile).toEqual({
      full_name: 'A',
      age: '34',
      phone: null,
    });
  });

  it('keeps every valid field when others have the wrong type, and names the bad ones', () => {
    const result = extractProfile({
      success: true,
      user: { full_name: 'Ana Demo', email: 'ana@example.com', phone: 351912345678, age: { years: 34 }, country: 'PT' },
    });
    expect(result).toEqual({
      profile: { full_name: 'Ana Demo', email: 'ana@example.com', country: 'PT' },
      shape: 'user',
      invalidFields: ['age', 'phone'],
    });
  });

  it('a top-level body with one odd field still gives the name', () => {
    expect(extractProfile({ full_name: 'Top', gender: 3 })).toEqual({
      profile: { full_name: 'Top' },
      shape: 'top-level',
      invalidFields: ['gender'],
    });
  });
});

describe('the profile readers the session uses', () => {
  it('names the fields of the wrong type, never their values', () => {
    expect(invalidFieldsWarning({ user: { full_name: 'Ana', age: {}, phone: 12 } })).toBe(
      'Profile fields ignored (unexpected type): age, phone.',
    );
    expect(invalidFieldsWarning({ user: { full_name: 'Ana' } })).toBeNull();
  });

  it('reads a non-empty text, trimmed', () => {
    expect(nonEmpty('  Ana  ')).toBe('Ana');
    expect(nonEmpty('   ')).toBeNull();
    expect(nonEmpty(3)).toBeNull();
    expect(nonEmpty(undefined)).toBeNull();
  });

  it('falls back to a top-level full_name', () => {
    expect(topLevelFullName({ full_name: ' Ana Lima ' })).toBe('Ana Lima');
    expect(topLevelFullName({ full_name: '' })).toBeNull();
    expect(topLevelFullName({ user: { full_name: 'Ana' } })).toBeNull();
    expect(topLevelFullName(null)).toBeNull();
    expect(topLevelFullName('Ana')).toBeNull();
  });
});
