/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the real backend (e.g. https://api.example.com). Empty: same origin, served by the mock backend. */
  readonly VITE_API_BASE_URL?: string;
  /** 'true' or 'false'. Default: mocks on unless VITE_API_BASE_URL is set. */
  readonly VITE_USE_MOCKS?: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  /** Host the backend's checkout_url must point at (default checkout.stripe.com). */
  readonly VITE_PAYMENT_HOST?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_PROVIDER_NAME?: string;
  readonly VITE_INSTAGRAM_URL?: string;
  readonly VITE_FACEBOOK_URL?: string;
  readonly VITE_COMPLAINTS_BOOK_URL?: string;
  /** External enrolment page of the international programme (course 5). */
  readonly VITE_INTERNATIONAL_ENROL_URL?: string;
  readonly VITE_BREACH_API_URL?: string;
  /** Public origin of the site, for canonical/alternate links, Open Graph and the sitemap. */
  readonly VITE_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Compile-time flag: the mock backend is bundled and started (see vite.config.ts mocksEnabled). */
declare const __USE_MOCKS__: boolean;

/** Build-time URLs of the content-hashed translation files, by language (vite.config.ts); empty outside builds. */
declare const __LOCALE_URLS__: Record<string, string>;
