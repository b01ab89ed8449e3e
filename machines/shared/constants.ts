/** Business constants and timings of product §9: the core owns them; machines take their delays from here, src/ imports them. */
export const TIMINGS = {
  searchDebounce: 300,
  toast: 3000,
  /** How long "Ligação restabelecida" stays after the connection comes back. */
  connectionBack: 4000,
  contactSuccess: 5000,
  resetRedirect: 2000,
  cartFadeIn: 100,
  mobileMenuOpen: 10,
  mobileMenuClose: 500,
  mobileMenuNavigate: 10,
  carouselAutoAdvance: 2000,
  carouselLock: 200,
  immersionRotation: 5000,
  testimonialAutoplay: 5000,
  testimonialSpeed: 700,
  /** Boot: the first translation load; past it a translated failure screen with a retry shows. */
  translationsTimeout: 8000,
  /** Boot (demo builds): starting the mock service worker; past it the failure screen shows. */
  mockWorkerTimeout: 10_000,
  profileTimeout: 10_000,
  requestTimeout: 15_000,
  /** The breached-password range lookup; past it the password is accepted (product §5). */
  breachTimeout: 5000,
  /** The card provider's script load; past it the checkout continues without it. */
  paymentProviderTimeout: 3000,
  /** 'Redirecting to payment' with no navigation after this long: back to idle so the buttons work again. */
  paymentRedirectTimeout: 10_000,
} as const;

export const LIMITS = {
  carouselSwipeThreshold: 75,
  carouselPerViewDesktop: 3,
  carouselPerViewMobile: 1,
  testimonialsPerView: { desktop: 3, tablet: 2, mobile: 1 },
  navbarFadeSpan: 200,
  navbarOpacityStart: 0.95,
  navbarOpacityDrop: 0.3,
  publicationsPerPage: 6,
  paginationFullUpTo: 5,
  passwordMin: 8,
  phoneMinDigits: 8,
  fullNameMin: 2,
  strengthCap: 5,
  orderNumberMin: 100000,
  orderNumberMax: 999999,
  installments: 12,
} as const;

export const COMMERCE = {
  shippingCents: 399,
  freeShippingAboveCents: 5000,
  snapshotTtlMs: 300_000,
} as const;
