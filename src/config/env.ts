/**
 * Run-time configuration, read once from Vite's environment.
 * Every value has a sensible default so `npm start` works with no set-up.
 */
import { demoPaths } from './demo';

const env = import.meta.env;

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

const apiBaseUrl = trimSlash(env.VITE_API_BASE_URL ?? '');

/**
 * The public origin of the site (VITE_SITE_URL, e.g. https://www.example.pt): canonical and alternate
 * links, Open Graph URLs, the sitemap. The dev server and the demo use the local preview's origin without
 * it; a build of the shop stops instead (build/deploy.ts).
 */
export const DEFAULT_SITE_URL = 'http://localhost:4173';

export const config = {
  siteUrl: trimSlash(env.VITE_SITE_URL?.trim() || DEFAULT_SITE_URL),
  /** Backend origin; '' means same origin (the mock backend in the demo). */
  apiBaseUrl,
  /** MSW on: explicit flag wins, otherwise on whenever no real backend is configured (compile-time, see vite.config.ts). */
  useMocks: __USE_MOCKS__,
  stripePublishableKey: env.VITE_STRIPE_PUBLISHABLE_KEY ?? '',
  paymentHost: env.VITE_PAYMENT_HOST ?? 'checkout.stripe.com',
  contactEmail: env.VITE_CONTACT_EMAIL ?? 'contacto@terapiaocupacional.example',
  providerName: env.VITE_PROVIDER_NAME ?? 'Helena Marques',
  social: {
    instagram: env.VITE_INSTAGRAM_URL ?? 'https://www.instagram.com/',
    facebook: env.VITE_FACEBOOK_URL ?? 'https://www.facebook.com/',
  },
  /** Course 5 (international programme) is enrolled on its partner's site. */
  internationalEnrolUrl: env.VITE_INTERNATIONAL_ENROL_URL ?? 'https://example.org/international-programme',
  complaintsBookUrl: env.VITE_COMPLAINTS_BOOK_URL ?? 'https://www.livroreclamacoes.pt/',
  breachApiUrl: trimSlash(env.VITE_BREACH_API_URL ?? 'https://api.pwnedpasswords.com/range'),
  /** Path of the hosted-checkout stand-in that exists only with mocks on. */
  mockCheckoutPath: __USE_MOCKS__ ? demoPaths.checkout : '',
} as const;

export type AppConfig = typeof config;
