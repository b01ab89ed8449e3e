import { createFontStack } from '@capsizecss/core';
import figtreeFaces from '@fontsource-variable/figtree/index.css?inline';
import frauncesFaces from '@fontsource-variable/fraunces/index.css?inline';
import figtree from '@capsizecss/metrics/figtree';
import fraunces from '@capsizecss/metrics/fraunces';
import arial from '@capsizecss/metrics/arial';
import georgia from '@capsizecss/metrics/georgia';

/**
 * The two variable fonts (self-hosted by @fontsource-variable, `font-display: swap`) with metric-matched
 * fallbacks (#9): until a font arrives, text is set in a local font resized and re-spaced to the web
 * font's metrics (Capsize), so the swap moves nothing. The family names are Fontsource's.
 */
const body = createFontStack([{ ...figtree, familyName: 'Figtree Variable' }, arial]);
const heading = createFontStack([{ ...fraunces, familyName: 'Fraunces Variable' }, georgia]);

export const fontStacks = {
  body: `${body.fontFamily}, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
  heading: `${heading.fontFamily}, 'Times New Roman', serif`,
};

/**
 * Every `@font-face` rule, for the global style sheet: Fontsource's (their URLs resolved to the hashed
 * font files by Vite) and the fallbacks'. In the style sheet rather than a CSS file, so a prerendered
 * page carries them inline and no stylesheet blocks its first paint.
 */
export const fontFaces = `${figtreeFaces}\n${frauncesFaces}\n${body.fontFaces}\n${heading.fontFaces}`;
