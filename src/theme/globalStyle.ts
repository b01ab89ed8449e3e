import { theme } from './theme';
import { FONT_FACES_ATTRIBUTE } from './fonts';
import { installStyleElement } from './styleElement';

/**
 * The site's base rules (reset, type, focus, print, reduced motion), as plain CSS built once from the theme.
 * Not a styled-components global style: that one is compiled by stylis in the browser and taken out of
 * the page's style sheet and put back when the page hydrates, which made the browser restyle the whole page
 * inside the start-up's longest commit. Like the font faces (./fonts.ts), the rules live in a style element
 * of their own, written once and never touched again: a prerendered page carries it in its head (build/prerender),
 * anywhere else (the app shell, the dev server, Storybook) `installGlobalStyle` adds it.
 */
export const globalCss = minify(`
  *, *::before, *::after { box-sizing: border-box; }
  /* No scroll-behavior here: navigation jumps; only in-page anchor links glide (src/app/scroll). */
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${theme.layout.navHeight}; }
  body {
    margin: 0;
    min-width: 320px;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};
    color: ${theme.colors.text};
    background: ${theme.colors.bg};
    -webkit-font-smoothing: antialiased;
    overflow-x: hidden;
  }
  h1, h2, h3, h4 {
    font-family: ${theme.fonts.heading};
    line-height: ${theme.lineHeights.tight};
    margin: 0 0 ${theme.space[3]};
    font-weight: ${theme.fontWeights.semibold};
    text-wrap: balance;
  }
  p { margin: 0 0 ${theme.space[4]}; }
  /* The prerendered pages' line for visitors without JavaScript (build/prerender/document.ts); never shown with it. */
  body > noscript {
    display: block;
    padding: ${theme.space[2]} ${theme.space[4]};
    background: ${theme.colors.primarySoft};
    border-bottom: 1px solid ${theme.colors.border};
    font-size: ${theme.fontSizes.sm};
    text-align: center;
  }
  img, video, svg, canvas { display: block; max-width: 100%; }
  /* Every icon (src/components/ui/Icon): drawn in currentColor with round strokes, 2 px unless --icon-stroke says otherwise. */
  .icon {
    flex-shrink: 0; fill: none; stroke: currentColor; stroke-width: var(--icon-stroke, 2);
    stroke-linecap: round; stroke-linejoin: round;
  }
  img, video { height: auto; }
  a { color: ${theme.colors.primary}; text-underline-offset: 0.18em; }
  a:hover { color: ${theme.colors.primaryHover}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  /* A heading or section focused by script after a navigation (src/app/announce) is a reading position, not a control. */
  [data-page-focus]:focus { outline: none; }
  ::selection { background: ${theme.colors.primarySoft}; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /* Print: what is only for the screen says data-print="hide"; a print-only line, data-print="only". */
  [data-print='only'] { display: none; }
  @media print {
    @page { margin: 15mm 12mm; }
    html { scroll-padding-top: 0; }
    body {
      min-width: 0;
      background: ${theme.colors.surface};
      color: ${theme.colors.text};
      font-size: 11pt;
      overflow: visible;
    }
    [data-print='hide'], body > canvas { display: none !important; }
    [data-print='only'] { display: block; }
    *, *::before, *::after { box-shadow: none !important; text-shadow: none !important; animation: none !important; transition: none !important; }
    a { color: inherit; }
    h1, h2, h3, h4 { break-after: avoid; }
    p, li { orphans: 3; widows: 3; }
    img, svg, figure, table, dl { break-inside: avoid; }
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`);

export const GLOBAL_STYLE_ATTRIBUTE = 'data-global-style';

export const globalStyleTag = `<style ${GLOBAL_STYLE_ATTRIBUTE}>${globalCss}</style>`;

/** Adds the base rules to a document that has none yet, before every other style element but the font faces. */
export function installGlobalStyle(doc: Document = document): void {
  installStyleElement(doc, GLOBAL_STYLE_ATTRIBUTE, globalCss, FONT_FACES_ATTRIBUTE);
}

/** Comments out, runs of white space made one space: the rules are inlined in every prerendered page. */
function minify(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
