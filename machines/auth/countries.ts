/**
 * Countries for the register form (product §3): ISO 3166-1 alpha-2 code, English name, international
 * dialling code. Sorted by English name. The register form shows `countriesFor(lang)` (named and sorted in the UI
 * language); `countryName(code, lang)` names one country.
 */
export interface Country {
  code: string;
  name: string;
  phoneCode: string;
}

const list: Country[] = [
  { code: 'AL', name: 'Albania', phoneCode: '+355' },
  { code: 'DZ', name: 'Algeria', phoneCode: '+213' },
  { code: 'AD', name: 'Andorra', phoneCode: '+376' },
  { code: 'AO', name: 'Angola', phoneCode: '+244' },
  { code: 'AR', name: 'Argentina', phoneCode: '+54' },
  { code: 'AM', name: 'Armenia', phoneCode: '+374' },
  { code: 'AU', name: 'Australia', phoneCode: '+61' },
  { code: 'AT', name: 'Austria', phoneCode: '+43' },
  { code: 'BS', name: 'Bahamas', phoneCode: '+1' },
  { code: 'BD', name: 'Bangladesh', phoneCode: '+880' },
  { code: 'BE', name: 'Belgium', phoneCode: '+32' },
  { code: 'BZ', name: 'Belize', phoneCode: '+501' },
  { code: 'BO', name: 'Bolivia', phoneCode: '+591' },
  { code: 'BA', name: 'Bosnia and Herzegovina', phoneCode: '+387' },
  { code: 'BR', name: 'Brazil', phoneCode: '+55' },
  { code: 'BG', name: 'Bulgaria', phoneCode: '+359' },
  { code: 'CA', name: 'Canada', phoneCode: '+1' },
  { code: 'CV', name: 'Cape Verde', phoneCode: '+238' },
  { code: 'CL', name: 'Chile', phoneCode: '+56' },
  { code: 'CN', name: 'China', phoneCode: '+86' },
  { code: 'CO', name: 'Colombia', phoneCode: '+57' },
  { code: 'CR', name: 'Costa Rica', phoneCode: '+506' },
  { code: 'HR', name: 'Croatia', phoneCode: '+385' },
  { code: 'CU', name: 'Cuba', phoneCode: '+53' },
  { code: 'CY', name: 'Cyprus', phoneCode: '+357' },
  { code: 'CZ', name: 'Czechia', phoneCode: '+420' },
  { code: 'DK', name: 'Denmark', phoneCode: '+45' },
  { code: 'DO', name: 'Dominican Republic', phoneCode: '+1' },
  { code: 'EC', name: 'Ecuador', phoneCode: '+593' },
  { code: 'EG', name: 'Egypt', phoneCode: '+20' },
  { code: 'SV', name: 'El Salvador', phoneCode: '+503' },
  { code: 'GQ', name: 'Equatorial Guinea', phoneCode: '+240' },
  { code: 'EE', name: 'Estonia', phoneCode: '+372' },
  { code: 'FI', name: 'Finland', phoneCode: '+358' },
  { code: 'FR', name: 'France', phoneCode: '+33' },
  { code: 'GE', name: 'Georgia', phoneCode: '+995' },
  { code: 'DE', name: 'Germany', phoneCode: '+49' },
  { code: 'GH', name: 'Ghana', phoneCode: '+233' },
  { code: 'GR', name: 'Greece', phoneCode: '+30' },
  { code: 'GT', name: 'Guatemala', phoneCode: '+502' },
  { code: 'GW', name: 'Guinea-Bissau', phoneCode: '+245' },
  { code: 'GY', name: 'Guyana', phoneCode: '+592' },
  { code: 'HT', name: 'Haiti', phoneCode: '+509' },
  { code: 'HN', name: 'Honduras', phoneCode: '+504' },
  { code: 'HK', name: 'Hong Kong', phoneCode: '+852' },
  { code: 'HU', name: 'Hungary', phoneCode: '+36' },
  { code: 'IS', name: 'Iceland', phoneCode: '+354' },
  { code: 'IN', name: 'India', phoneCode: '+91' },
  { code: 'ID', name: 'Indonesia', phoneCode: '+62' },
  { code: 'IE', name: 'Ireland', phoneCode: '+353' },
  { code: 'IL', name: 'Israel', phoneCode: '+972' },
  { code: 'IT', name: 'Italy', phoneCode: '+39' },
  { code: 'JM', name: 'Jamaica', phoneCode: '+1' },
  { code: 'JP', name: 'Japan', phoneCode: '+81' },
  { code: 'JO', name: 'Jordan', phoneCode: '+962' },
  { code: 'KE', name: 'Kenya', phoneCode: '+254' },
  { code: 'LV', name: 'Latvia', phoneCode: '+371' },
  { code: 'LB', name: 'Lebanon', phoneCode: '+961' },
  { code: 'LI', name: 'Liechtenstein', phoneCode: '+423' },
  { code: 'LT', name: 'Lithuania', phoneCode: '+370' },
  { code: 'LU', name: 'Luxembourg', phoneCode: '+352' },
  { code: 'MO', name: 'Macao', phoneCode: '+853' },
  { code: 'MY', name: 'Malaysia', phoneCode: '+60' },
  { code: 'MT', name: 'Malta', phoneCode: '+356' },
  { code: 'MX', name: 'Mexico', phoneCode: '+52' },
  { code: 'MD', name: 'Moldova', phoneCode: '+373' },
  { code: 'MC', name: 'Monaco', phoneCode: '+377' },
  { code: 'ME', name: 'Montenegro', phoneCode: '+382' },
  { code: 'MA', name: 'Morocco', phoneCode: '+212' },
  { code: 'MZ', name: 'Mozambique', phoneCode: '+258' },
  { code: 'NA', name: 'Namibia', phoneCode: '+264' },
  { code: 'NL', name: 'Netherlands', phoneCode: '+31' },
  { code: 'NZ', name: 'New Zealand', phoneCode: '+64' },
  { code: 'NI', name: 'Nicaragua', phoneCode: '+505' },
  { code: 'NG', name: 'Nigeria', phoneCode: '+234' },
  { code: 'MK', name: 'North Macedonia', phoneCode: '+389' },
  { code: 'NO', name: 'Norway', phoneCode: '+47' },
  { code: 'PK', name: 'Pakistan', phoneCode: '+92' },
  { code: 'PA', name: 'Panama', phoneCode: '+507' },
  { code: 'PY', name: 'Paraguay', phoneCode: '+595' },
  { code: 'PE', name: 'Peru', phoneCode: '+51' },
  { code: 'PH', name: 'Philippines', phoneCode: '+63' },
  { code: 'PL', name: 'Poland', phoneCode: '+48' },
  { code: 'PT', name: 'Portugal', phoneCode: '+351' },
  { code: 'PR', name: 'Puerto Rico', phoneCode: '+1' },
  { code: 'QA', name: 'Qatar', phoneCode: '+974' },
  { code: 'RO', name: 'Romania', phoneCode: '+40' },
  { code: 'RU', name: 'Russia', phoneCode: '+7' },
  { code: 'ST', name: 'São Tomé and Príncipe', phoneCode: '+239' },
  { code: 'SA', name: 'Saudi Arabia', phoneCode: '+966' },
  { code: 'SN', name: 'Senegal', phoneCode: '+221' },
  { code: 'RS', name: 'Serbia', phoneCode: '+381' },
  { code: 'SG', name: 'Singapore', phoneCode: '+65' },
  { code: 'SK', name: 'Slovakia', phoneCode: '+421' },
  { code: 'SI', name: 'Slovenia', phoneCode: '+386' },
  { code: 'ZA', name: 'South Africa', phoneCode: '+27' },
  { code: 'KR', name: 'South Korea', phoneCode: '+82' },
  { code: 'ES', name: 'Spain', phoneCode: '+34' },
  { code: 'SR', name: 'Suriname', phoneCode: '+597' },
  { code: 'SE', name: 'Sweden', phoneCode: '+46' },
  { code: 'CH', name: 'Switzerland', phoneCode: '+41' },
  { code: 'TH', name: 'Thailand', phoneCode: '+66' },
  { code: 'TL', name: 'Timor-Leste', phoneCode: '+670' },
  { code: 'TT', name: 'Trinidad and Tobago', phoneCode: '+1' },
  { code: 'TN', name: 'Tunisia', phoneCode: '+216' },
  { code: 'TR', name: 'Türkiye', phoneCode: '+90' },
  { code: 'UA', name: 'Ukraine', phoneCode: '+380' },
  { code: 'AE', name: 'United Arab Emirates', phoneCode: '+971' },
  { code: 'GB', name: 'United Kingdom', phoneCode: '+44' },
  { code: 'US', name: 'United States', phoneCode: '+1' },
  { code: 'UY', name: 'Uruguay', phoneCode: '+598' },
  { code: 'VE', name: 'Venezuela', phoneCode: '+58' },
  { code: 'VN', name: 'Vietnam', phoneCode: '+84' },
];

let englishCollator: Intl.Collator | undefined;

/** Comparison used for the order of `countries` (English collation, accents ignored at first level). */
export function compareCountryNames(a: string, b: string): number {
  englishCollator ??= new Intl.Collator('en', { sensitivity: 'base' });
  return englishCollator.compare(a, b);
}

/**
 * The list above, already in that order (src/data/data.test.ts checks it): not sorted when the module loads,
 * which cost a phone's start-up a collator per comparison.
 */
export const countries: Country[] = list;

/** The country with this ISO code (case-insensitive), or undefined. */
export function getCountry(code: string | null | undefined): Country | undefined {
  if (!code) return undefined;
  const upper = code.trim().toUpperCase();
  return countries.find((country) => country.code === upper);
}

const displayNamesCache = new Map<string, Intl.DisplayNames | null>();

/**
 * The Intl locale for country names in a UI language: the site's Portuguese is European ('pt' -> 'pt-PT',
 * which gives Arménia, Polónia, Quénia); English stays 'en'. A locale with a region is used as given.
 */
export function countryLocale(lang: string): string {
  const base = lang.trim().toLowerCase();
  if (base === 'pt') return 'pt-PT';
  if (base === 'en') return 'en';
  return lang;
}

function displayNames(lang: string): Intl.DisplayNames | null {
  const locale = countryLocale(lang);
  if (!displayNamesCache.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    displayNamesCache.set(locale, names);
  }
  return displayNamesCache.get(locale) ?? null;
}

/**
 * The country's name in `lang` ('pt', 'en', 'pt-PT'...) via Intl.DisplayNames ('pt' means pt-PT), falling
 * back to the stored English name (or the code itself for an unknown code) when Intl cannot name it.
 */
export function countryName(code: string, lang: string): string {
  const country = getCountry(code);
  let localised: string | undefined;
  try {
    localised = displayNames(lang)?.of(code.trim().toUpperCase());
  } catch {
    localised = undefined;
  }
  if (localised && localised.toUpperCase() !== code.trim().toUpperCase()) return localised;
  return country?.name ?? code;
}

function collator(lang: string): Intl.Collator {
  try {
    return new Intl.Collator(countryLocale(lang), { sensitivity: 'base' });
  } catch {
    return new Intl.Collator('en', { sensitivity: 'base' });
  }
}

const localisedCache = new Map<string, Country[]>();

/**
 * The country list for a UI language (product §3: code, name and phoneCode, sorted by name): the same codes and
 * dialling codes as `countries`, each named by Intl.DisplayNames in that language and sorted with that
 * language's Intl.Collator.
 */
export function countriesFor(lang: string): Country[] {
  const locale = countryLocale(lang);
  const cached = localisedCache.get(locale);
  if (cached) return cached;
  const order = collator(lang);
  const named = countries
    .map((country) => ({ ...country, name: countryName(country.code, lang) }))
    .sort((a, b) => order.compare(a.name, b.name));
  localisedCache.set(locale, named);
  return named;
}
