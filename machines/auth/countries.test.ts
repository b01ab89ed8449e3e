import { describe, expect, it } from 'vitest';
import { compareCountryNames, countries, countryName, getCountry } from './countries';

describe('countries', () => {
  it('is a broad list with unique ISO codes and dialling codes, sorted by name', () => {
    expect(countries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    for (const country of countries) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.phoneCode).toMatch(/^\+\d{1,4}$/);
    }
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort(compareCountryNames));
    expect(names.indexOf('Portugal')).toBeLessThan(names.indexOf('Spain'));
  });

  it('includes all Lusophone countries and the EU', () => {
    const codes = new Set(countries.map((c) => c.code));
    for (const code of ['PT', 'BR', 'AO', 'MZ', 'CV', 'GW', 'ST', 'TL', 'GQ', 'MO']) expect(codes.has(code), code).toBe(true);
    const eu = [
      'AT',
      'BE',
      'BG',
      'HR',
      'CY',
      'CZ',
      'DK',
      'EE',
      'FI',
      'FR',
      'DE',
      'GR',
      'HU',
      'IE',
      'IT',
      'LV',
      'LT',
      'LU',
      'MT',
      'NL',
      'PL',
      'PT',
      'RO',
      'SK',
      'SI',
      'ES',
      'SE',
    ];
    for (const code of eu) expect(codes.has(code), code).toBe(true);
  });

  it('getCountry and countryName', () => {
    expect(getCountry('pt')).toEqual({ code: 'PT', name: 'Portugal', phoneCode: '+351' });
    expect(getCountry('BR')?.phoneCode).toBe('+55');
    expect(getCountry('ZZ')).toBeUndefined();
    expect(getCountry('')).toBeUndefined();
    expect(countryName('DE', 'pt')).toBe('Alemanha');
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('br', 'pt-PT')).toBe('Brasil');
    expect(countryName('XX', 'en')).toBe('XX');
    expect(countryName('PT', 'not a locale!')).toBe('Portugal');
  });
});
