import { createFontStack } from '@capsizecss/core';
import { installStyleElement } from './styleElement';
import figtreeFaces from '@fontsource-variable/figtree/index.css?inline';
import frauncesFaces from '@fontsource-variable/fraunces/index.css?inline';
import figtree from '@capsizecss/metrics/figtree';
import fraunces from '@capsizecss/metrics/fraunces';
import arial from '@capsizecss/metrics/arial';
import georgia from '@capsizecss/metrics/georgia';
import roboto from '@capsizecss/metrics/roboto';
import notoSerif from '@capsizecss/metrics/notoSerif';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';

type Metrics = Parameters<typeof createFontStack>[0][number];
/** A local font to stand in for a web font: its metrics, and the names of its regular and bold faces. */
type Fallback = { metrics: Metrics; regular: string[]; bold: string[] };

/**
 * The local fonts each platform has, in the order they are tried. Each is resized and re-spaced to the web
 * font's metrics (Capsize) in two faces, regular (400) and bold (700), so bold text (headings, buttons) is set
 * in the local bold face, not a regular face thickened by the browser, which is wider and moved text on the
 * swap. The Linux fonts are metric-compatible with Arial and Times New Roman, so they take those metrics.
 */
const sansFallbacks: Fallback[] = [
  { metrics: arial, regular: ['Arial', 'ArialMT'], bold: ['Arial Bold', 'Arial-BoldMT'] },
  {
    metrics: { ...arial, familyName: 'Liberation Sans' },
    regular: ['Liberation Sans', 'LiberationSans'],
    bold: ['Liberation Sans Bold', 'LiberationSans-Bold'],
  },
  { metrics: roboto, regular: ['Roboto', 'Roboto Regular', 'Roboto-Regular'], bold: ['Roboto Bold', 'Roboto-Bold'] },
];
const serifFallbacks: Fallback[] = [
  { metrics: georgia, regular: ['Georgia'], bold: ['Georgia Bold', 'Georgia-Bold'] },
  {
    metrics: { ...timesNewRoman, familyName: 'Liberation Serif' },
    regular: ['Liberation Serif', 'LiberationSerif'],
    bold: ['Liberation Serif Bold', 'LiberationSerif-Bold'],
  },
  {
    metrics: notoSerif,
    regular: ['Noto Serif', 'Noto Serif Regular', 'NotoSerif-Regular'],
    bold: ['Noto Serif Bold', 'NotoSerif-Bold'],
  },
];

/**
 * A web font's `@font-face` rules for its metric-matched fallbacks: until the font arrives (self-hosted by
 * @fontsource-variable, `font-display: swap`), text is set in the first local font the platform has, sized to
 * the web font, so the swap moves nothing. Capsize computes the adjustments and names one family per
 * fallback; each family gets a regular and a bold face, each found by its own local names. (Capsize's
 * metrics are the regular faces'; the bold faces take the same adjustments.)
 */
function fallbackFaces(webFont: Metrics, fallbacks: Fallback[]): string {
  const faces = (weight: 'regular' | 'bold') => {
    const stack = createFontStack([webFont, ...fallbacks.map((fallback) => fallback.metrics)], {
      fontFaceFormat: 'styleObject',
      fontFaceProperties: { fontWeight: weight === 'regular' ? 400 : 700 },
    });
    return stack.fontFaces.map(({ '@font-face': face }, index) => {
      const src = fallbacks[index]![weight].map((name) => `local('${name}')`).join(', ');
      const declarations = Object.entries({ ...face, src })
        .map(([property, value]) => `  ${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${String(value)};`)
        .join('\n');
      return `@font-face {\n${declarations}\n}`;
    });
  };
  return [...faces('regular'), ...faces('bold')].join('\n');
}

/** A family name in a font-family list, quoted unless it is a plain identifier (as Capsize writes it). */
const familyName = (name: string) => (/^[a-zA-Z\d\-_]+$/.test(name) ? name : `"${name}"`);

/**
 * The font-family list Capsize gives the stack (its `createFontStack(...).fontFamily`: the web font, each
 * fallback's family, then the local fonts by name), written from the names alone: the theme needs it as the
 * app starts, the faces' adjustments only where the faces are written (Capsize's computation at module
 * load is a visible part of a phone's start). fonts.test.ts checks it is Capsize's own.
 */
export function stackFamily(webFont: Pick<Metrics, 'familyName'>, fallbacks: Pick<Fallback, 'metrics'>[]): string {
  const web = webFont.familyName;
  return [
    web,
    ...fallbacks.map(({ metrics }) => `${web} Fallback${fallbacks.length > 1 ? `: ${metrics.familyName}` : ''}`),
    ...fallbacks.map(({ metrics }) => metrics.familyName),
  ]
    .map(familyName)
    .join(', ');
}

const bodyFont = { ...figtree, familyName: 'Figtree Variable' };
const headingFont = { ...fraunces, familyName: 'Fraunces Variable' };

export const fontStacks = {
  body: `${stackFamily(bodyFont, sansFallbacks)}, system-ui, -apple-system, 'Segoe UI', sans-serif`,
  heading: `${stackFamily(headingFont, serifFallbacks)}, serif`,
};

let faceRules: string | undefined;
/**
 * Every `@font-face` rule: Fontsource's (their URLs resolved to the hashed font files by Vite) and the fallbacks'.
 * Written when first asked for (the prerender, the app shell, the dev server), not as the module loads.
 */
export function fontFaces(): string {
  faceRules ??= [
    figtreeFaces,
    frauncesFaces,
    fallbackFaces(bodyFont, sansFallbacks),
    fallbackFaces(headingFont, serifFallbacks),
  ].join('\n');
  return faceRules;
}

/**
 * The font faces live in a style element of their own, written once and never touched again: not in
 * styled-components' global style, whose rules are taken out and put back when the page hydrates (and when
 * the global style re-renders). Each time, the browser dropped its faces, set the text in the fallbacks
 * while it loaded them again, and swapped back: the page moved twice (a layout shift).
 * A prerendered page carries the element in its head (build/prerender), so no stylesheet blocks its first
 * paint; anywhere else (the app shell, the dev server, Storybook) `installFontFaces` adds it.
 */
export const FONT_FACES_ATTRIBUTE = 'data-font-faces';

export const fontFacesTag = () => `<style ${FONT_FACES_ATTRIBUTE}>${fontFaces()}</style>`;

export function installFontFaces(doc: Document = document): void {
  installStyleElement(doc, FONT_FACES_ATTRIBUTE, fontFaces);
}
