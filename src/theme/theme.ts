import { fontStacks } from './fonts';
/** Design tokens. Components reference these by name, never raw values. */
export const theme = {
  colors: {
    /** The page behind everything. */
    bg: '#FBF7F2',
    /** Cards, forms and dialogs standing on the page. */
    surface: '#FFFFFF',
    surfaceAlt: '#F3ECE3',
    surfaceSunken: '#EDE4D8',
    text: '#1F2A2E',
    /** Secondary text: hints, meta, captions. */
    textMuted: '#55625F',
    textInverse: '#FFFFFF',
    /** Links, primary buttons and selected states. */
    primary: '#2C6A5C',
    /** Primary buttons under the pointer. */
    primaryHover: '#22564A',
    primarySoft: '#DCEBE6',
    /** Secondary buttons, eyebrows and discounts. */
    accent: '#B5552E',
    accentHover: '#97451F',
    accentSoft: '#F6E1D6',
    border: '#DCD2C5',
    /** Edges of fields and checkboxes, which need 3:1 on the surface. */
    borderStrong: '#8E8478',
    /** The keyboard focus ring, on every interactive element. */
    focus: '#1D5FD1',
    success: '#1E7A46',
    successSoft: '#DDF2E5',
    danger: '#B3261E',
    dangerHover: '#8E1E17',
    dangerSoft: '#FBE2DF',
    info: '#1F5F99',
    infoSoft: '#DEEAF7',
    warning: '#8A5A00',
    warningSoft: '#FBEFD3',
    /** Rating stars. */
    star: '#B7791F',
    /** The veil behind a dialog. */
    overlay: 'rgba(20, 28, 30, 0.55)',
    /** The account icon when signed in. */
    loggedIn: '#1E7A46',
    /** The account icon when signed out. */
    loggedOut: '#1F2A2E',
  },
  fonts: fontStacks,
  /** A rem scale, so text follows the reader's browser size; the two largest grow with the viewport. */
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': 'clamp(1.875rem, 1.4rem + 2vw, 2.5rem)',
    '4xl': 'clamp(2.25rem, 1.6rem + 3vw, 3.5rem)',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.2, snug: 1.35, normal: 1.6 },
  /** The spacing scale: paddings, gaps and margins are steps of it. */
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.5rem',
    6: '2rem',
    7: '3rem',
    8: '4rem',
    9: '6rem',
  },
  /** Corner radii; `pill` rounds a control's ends fully. */
  radii: { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px', round: '50%' },
  shadows: {
    sm: '0 1px 2px rgba(31, 42, 46, 0.08)',
    md: '0 4px 14px rgba(31, 42, 46, 0.10)',
    lg: '0 12px 32px rgba(31, 42, 46, 0.16)',
    /** The halo around the focus ring's outline. */
    focus: '0 0 0 3px rgba(29, 95, 209, 0.45)',
  },
  /** The site is designed from a 360 px phone up; each breakpoint is where a wider layout starts. */
  breakpoints: { desktop: 768, wide: 1024, max: 1440 },
  /** Media queries built from the breakpoints. */
  media: {
    desktop: '@media (min-width: 768px)',
    wide: '@media (min-width: 1024px)',
    mobileOnly: '@media (max-width: 767.98px)',
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
    print: '@media print',
  },
  layout: { maxWidth: '1200px', navHeight: '64px', gutter: 'clamp(1rem, 4vw, 2rem)' },
  zIndices: { base: 0, dropdown: 100, nav: 200, toast: 400, overlay: 500, modal: 600 },
  /** Every transition stops when the visitor asks for reduced motion. */
  transitions: { fast: '150ms ease', normal: '250ms ease', slow: '500ms ease' },
} as const;

export type AppTheme = typeof theme;
