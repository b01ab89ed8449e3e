import { describe, expect, it } from 'vitest';
import {
  ageFrom,
  formatBrl,
  formatCents,
  formatDatePtBr,
  formatDecimal,
  formatEuros,
  formatLongDate,
  intlLocale,
  parsePrice,
  toCents,
} from './format';

const nbsp = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('money', () => {
  it('formats euros with a comma decimal and 2 decimals', () => {
    expect(nbsp(formatEuros(14.9))).toBe('14,90 €');
    expect(nbsp(formatEuros(546))).toBe('546,00 €');
    expect(nbsp(formatCents(399))).toBe('3,99 €');
  });
  it('formats BRL for launches', () => {
    expect(nbsp(formatBrl(297))).toBe('R$ 297,00');
  });
  it('converts to integer cents without float error', () => {
    expect(toCents(14.9)).toBe(1490);
    expect(toCents(24.99)).toBe(2499);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
  it('reads prices given as text with a euro sign', () => {
    expect(parsePrice('350 €')).toBe(350);
    expect(parsePrice('€350,00')).toBe(350);
    expect(parsePrice('1.234,50€')).toBe(1234.5);
    expect(parsePrice(16)).toBe(16);
    expect(parsePrice('soon')).toBeNull();
    expect(parsePrice(null)).toBeNull();
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
});
