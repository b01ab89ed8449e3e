import { theme } from '../../src/theme';

/**
 * The fonts a capture may draw text in: the web fonts the project ships (src/theme/fonts.ts), not a font of
 * the machine. A text set in a system family (a generic `monospace`, `sans-serif`, or the browser's default
 * for `<code>`) is drawn in whatever the machine's packages provide, and its capture changes when they change
 * (docs/decisions/0031-captures-use-shipped-fonts.md).
 */

/** The first family of a CSS font-family list, unquoted: the font the text is meant to be drawn in. */
export function firstFamily(fontFamily: string): string {
  return (fontFamily.split(',')[0] ?? '').trim().replace(/^(['"])(.*)\1$/, '$2');
}

/** The body's and the headings' web fonts. */
export const SHIPPED_FAMILIES: readonly string[] = [theme.fonts.body, theme.fonts.heading].map(firstFamily);

/** A text on the page and the font-family its element computes. */
export type TextSample = { text: string; fontFamily: string };

/**
 * The samples set in a family the project does not ship, one line per family (its first text, shortened):
 * empty when every text is in a shipped font.
 */
export function textsInUnshippedFonts(samples: Iterable<TextSample>): string[] {
  const found = new Map<string, string>();
  for (const { text, fontFamily } of samples) {
    const family = firstFamily(fontFamily);
    if (!SHIPPED_FAMILIES.includes(family) && !found.has(family)) found.set(family, text);
  }
  return [...found].map(([family, text]) => `"${text.length > 40 ? `${text.slice(0, 40).trimEnd()}…` : text}" in ${family}`);
}
