import { describe, expect, it, vi } from 'vitest';
import {
  ageFrom,
  formatBrl,
  formatCents,
  formatDatePtBr,
  formatDecimal,
  formatEuros,
  formatLongDate,
  formatMonthYear,
  intlLocale,
  plainDecimal,
  plainLongDate,
} from './format';

const nbsp = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

/** The Intl formats the site's money formats must match (made here, before any spy on Intl). */
const currency = (locale: string, code: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 });
const euro = currency('pt-PT', 'EUR');
const brl = currency('pt-BR', 'BRL');

describe('money', () => {
  it('formats euros with a comma decimal and 2 decimals', () => {
    expect(nbsp(formatEuros(14.9))).toBe('14,90 €');
    expect(nbsp(formatEuros(546))).toBe('546,00 €');
    expect(nbsp(formatCents(399))).toBe('3,99 €');
  });
  it('formats every amount in cents below 1000 exactly as Intl does, without making an Intl format (#33)', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    const euros: string[] = [];
    const reais: string[] = [];
    for (let cents = 0; cents < 100_000; cents += 1) {
      euros.push(formatCents(cents));
      reais.push(formatBrl(cents / 100));
    }
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    for (let cents = 0; cents < 100_000; cents += 1) {
      if (euros[cents] !== euro.format(cents / 100)) expect(euros[cents]).toBe(euro.format(cents / 100));
      if (reais[cents] !== brl.format(cents / 100)) expect(reais[cents]).toBe(brl.format(cents / 100));
    }
  });
  it('rounds as Intl does, on the number as written: thousandths, halves and float sums', () => {
    const values = [1.005, 1.115, 0.125, 2.675, 999.994, 999.995, 0.1 + 0.2, 14.9 * 3, 1e-7, 5e-324, 0.0049, 0.005];
    for (let mills = 0; mills < 1_000_000; mills += 7) values.push(mills / 1000);
    for (const value of values) {
      const expected = euro.format(value);
      if (formatEuros(value) !== expected) expect([value, formatEuros(value)]).toEqual([value, expected]);
    }
    expect(plainDecimal(1.005, 2)).toEqual({ whole: '1', decimals: '01' });
    expect(plainDecimal(999.995, 2)).toBeNull();
    expect(plainDecimal(1e-7, 2)).toBeNull();
  });
  it('leaves to Intl what needs more than digits: negative, 1000 or more, not a number', () => {
    for (const value of [-3, -0.5, 1000, 12345.67, 1234567.891, Number.NaN, Infinity]) {
      expect(plainDecimal(value, 2)).toBeNull();
      expect(formatEuros(value)).toBe(euro.format(value));
    }
    expect(nbsp(formatEuros(12345.67))).toBe('12 345,67 €');
    expect(nbsp(formatBrl(1234.5))).toBe('R$ 1.234,50');
  });
  it('formats BRL for launches', () => {
    expect(nbsp(formatBrl(297))).toBe('R$ 297,00');
  });
});

describe('dates', () => {
  it('formats pt-BR dates', () => {
    expect(formatDatePtBr(new Date(2025, 3, 2))).toBe('02/04/2025');
  });
  it('computes age from a birth date', () => {
    const today = new Date(2026, 10, 21);
    expect(ageFrom('1990-05-17', today)).toBe(36);
    expect(ageFrom('1990-11-22', today)).toBe(35);
    expect(ageFrom('1990-11-21', today)).toBe(36);
    expect(ageFrom('2030-01-01', today)).toBeNull();
    expect(ageFrom('garbage', today)).toBeNull();
    expect(ageFrom(null, today)).toBeNull();
  });
});

describe('dates and decimals in the UI language', () => {
  it('formats dates and decimals in the UI language', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('pt')).toBe('pt-PT');
    expect(formatLongDate('2021-10-04', 'en')).toBe('4 October 2021');
    expect(formatLongDate('2021-10-04', 'pt')).toBe('4 de outubro de 2021');
    expect(formatLongDate('soon', 'pt')).toBe('soon');
    expect(formatDecimal(4.8, 'pt')).toBe('4,8');
    expect(formatDecimal(5, 'en')).toBe('5.0');
  });
  it('writes long dates and months exactly as Intl does, in both languages, without making an Intl format (#33)', () => {
    const formats = ['pt-PT', 'en-GB'].map((locale) => ({
      locale,
      long: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }),
      month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }),
    }));
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const written: Array<[string, string, string, string]> = [];
    for (const { locale } of formats) {
      const language = locale.slice(0, 2);
      for (
        let day = new Date(2020, 0, 1);
        day.getFullYear() < 2025;
        day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
      ) {
        const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
        written.push([
          locale,
          iso,
          formatLongDate(iso, language),
          formatMonthYear(day.getMonth() + 1, day.getFullYear(), locale),
        ]);
      }
      // A day past the month's end rolls over, as Date (and so Intl) reads it; the first and last years in the fast path.
      for (const iso of ['2021-02-31', '1000-01-01', '9999-12-31'])
        written.push([locale, iso, formatLongDate(iso, language), '']);
    }
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    for (const [locale, iso, long, month] of written) {
      const format = formats.find((f) => f.locale === locale)!;
      const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
      const date = new Date(y, m - 1, d);
      if (long !== format.long.format(date)) expect([locale, iso, long]).toEqual([locale, iso, format.long.format(date)]);
      if (month && month !== format.month.format(new Date(y, m - 1, 1)))
        expect([locale, iso, month]).toEqual([locale, iso, format.month.format(new Date(y, m - 1, 1))]);
    }
    expect(plainLongDate(new Date(999, 0, 1), 'pt-PT', true)).toBeNull();
    expect(plainLongDate(new Date(2021, 0, 1), 'fr-FR', true)).toBeNull();
    expect(formatMonthYear(3, 2021, 'fr-FR')).toBe(
      new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric' }).format(new Date(2021, 2, 1)),
    );
  });
  it('formats ratings (one decimal) exactly as Intl does, in both languages', () => {
    const pt = new Intl.NumberFormat('pt-PT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const en = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (let hundredths = 0; hundredths < 100_000; hundredths += 1) {
      const value = hundredths / 100;
      if (formatDecimal(value, 'pt') !== pt.format(value))
        expect([value, formatDecimal(value, 'pt')]).toEqual([value, pt.format(value)]);
      if (formatDecimal(value, 'en') !== en.format(value))
        expect([value, formatDecimal(value, 'en')]).toEqual([value, en.format(value)]);
    }
    for (const value of [999.95, 1000, 1234.56]) {
      expect(formatDecimal(value, 'pt')).toBe(pt.format(value));
      expect(formatDecimal(value, 'en')).toBe(en.format(value));
    }
    expect(plainDecimal(4.75, 1)).toEqual({ whole: '4', decimals: '8' });
  });
});
