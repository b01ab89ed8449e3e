/** Money and dates through Intl (README "Conventions"): integer cents where arithmetic happens (`@machines/commerce`). */

/**
 * A currency format, made on first use: making one loads the locale's data, a few milliseconds that
 * evaluating the UI kit at start-up must not pay for formats its first screen may never show.
 */
function currencyFormat(locale: string, currency: string): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () =>
    (format ??= new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }));
}
const euro = currencyFormat('pt-PT', 'EUR');
const brl = currencyFormat('pt-BR', 'BRL');

const NBSP = '\u00a0';

/**
 * The fast path of the number formats below. The first Intl number or date format a page makes is costly main
 * thread work (ICU loading its formatting data, several times slower on a phone), and the first price on
 * screen made it inside the hydration of the section showing it. A non-negative number
 * under 1000 needs no grouping separator in any of the site's formats, only its digits: `value` rounded to
 * `digits` decimals as Intl rounds it (half away from zero, on the shortest decimal that reads back as the
 * number: 1.005 -> 1.01, where `toFixed` gives 1.00), split into its whole part and its decimals. Anything
 * else (negative, 1000 or more, not finite, written with an exponent) is null: Intl formats it.
 * `src/lib/format.test.ts` checks it against Intl for every amount in cents below 1000, every 7th thousandth and
 * every hundredth as a one-decimal rating.
 */
export function plainDecimal(value: number, digits: 1 | 2): { whole: string; decimals: string } | null {
  if (!Number.isFinite(value) || value < 0 || value >= 1000) return null;
  const text = String(value);
  if (text.includes('e')) return null;
  const [whole = '', fraction = ''] = text.split('.');
  const scale = 10 ** digits;
  const kept = Number((fraction + '0'.repeat(digits)).slice(0, digits));
  const roundsUp = fraction.length > digits && fraction.charAt(digits) >= '5';
  const scaled = Number(whole) * scale + kept + (roundsUp ? 1 : 0);
  if (scaled >= 1000 * scale) return null;
  return { whole: String(Math.floor(scaled / scale)), decimals: String(scaled % scale).padStart(digits, '0') };
}

/** 14.9 -> '14,90 €' (pt-PT: comma decimal, 2 decimals), whatever the UI language (product §9). */
export function formatEuros(euros: number): string {
  const plain = plainDecimal(euros, 2);
  return plain ? `${plain.whole},${plain.decimals}${NBSP}€` : euro().format(euros);
}

export function formatCents(cents: number): string {
  return formatEuros(cents / 100);
}

/** Launch prices are BRL: 297 -> 'R$ 297,00'. */
export function formatBrl(reais: number): string {
  const plain = plainDecimal(reais, 2);
  return plain ? `R$${NBSP}${plain.whole},${plain.decimals}` : brl().format(reais);
}

/** Today's date as dd/mm/yyyy (pt-BR), as the payment success page shows it. */
export function formatDatePtBr(date: Date): string {
  return new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

/**
 * The month names of the two Intl locales the site writes dates in, as Intl writes them in a long date (CLDR's
 * "format" names). The fast path of the date formats below, for the same reason as `plainDecimal`'s: on
 * the book page the publication date was the first Intl format made, inside the hydration of the page. `src/lib/format.test.ts` checks every day of five years against Intl.
 */
const MONTHS: Readonly<Record<string, readonly string[]>> = {
  'pt-PT': [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
  'en-GB': [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** `date` as '4 de outubro de 2021' / '4 October 2021' (day, month and year), or null outside the fast path. */
export function plainLongDate(date: Date, locale: string, withDay: boolean): string | null {
  const months = MONTHS[locale];
  const year = date.getFullYear();
  if (!months || !(year >= 1000 && year <= 9999)) return null;
  const month = months[date.getMonth()];
  if (locale === 'pt-PT') return withDay ? `${date.getDate()} de ${month} de ${year}` : `${month} de ${year}`;
  return withDay ? `${date.getDate()} ${month} ${year}` : `${month} ${year}`;
}

/** A date in the UI language, e.g. 'março de 2021' / 'March 2021'. */
export function formatMonthYear(month: number, year: number, lng: string): string {
  const plain = plainLongDate(new Date(year, month - 1, 1), lng, false);
  if (plain !== null) return plain;
  return new Intl.DateTimeFormat(lng, { month: 'long', year: 'numeric' }).format(new Date(year, month - 1, 1));
}

/** Whole years between a birth date (YYYY-MM-DD) and today; null when unreadable or in the future. */
export function ageFrom(birthDate: string | null | undefined, today: Date = new Date()): number | null {
  if (!birthDate) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthDate);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getFullYear() - y;
  const beforeBirthday = today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d);
  if (beforeBirthday) age -= 1;
  return age >= 0 && age < 150 ? age : null;
}

/** Intl locale for the UI language: pt → pt-PT, en → en-GB. */
export function intlLocale(language: string | undefined): string {
  return language?.startsWith('en') ? 'en-GB' : 'pt-PT';
}

/** '2021-10-04' → '4 de outubro de 2021' / '4 October 2021'; unreadable dates are returned as given. */
export function formatLongDate(isoDate: string, language: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(date.getTime())) return isoDate;
  const plain = plainLongDate(date, intlLocale(language), true);
  if (plain !== null) return plain;
  return new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** 4.8 → '4,8' (pt) / '4.8' (en). */
export function formatDecimal(value: number, language: string | undefined): string {
  const plain = plainDecimal(value, 1);
  if (plain) return `${plain.whole}${language?.startsWith('en') ? '.' : ','}${plain.decimals}`;
  return new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** '2025-04-02' → '02/04/2025' (pt and en alike, as the site writes a short date); unreadable dates as given. */
export function formatShortDate(isoDate: string, language: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
