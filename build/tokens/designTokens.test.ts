import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from '@/theme';
import { designTokens, flattenTokens, NOT_EXPORTED, parseColor, parseShadow, tokenCss, type TokenGroup } from './designTokens.ts';
import { themeComments } from './themeComments.ts';
import { COMMITTED_TOKENS_PATH, THEME_PATH } from './tokensFile.ts';

const root = path.resolve(import.meta.dirname, '../..');
const themeSource = readFileSync(path.join(root, THEME_PATH), 'utf8');
const committed = JSON.parse(readFileSync(path.join(root, COMMITTED_TOKENS_PATH), 'utf8')) as TokenGroup;

/** Where each theme group's values are in the token file. */
const TOKEN_GROUPS: Record<Exclude<keyof typeof theme, 'media'>, string> = {
  colors: 'color',
  fonts: 'typography.fontFamily',
  fontSizes: 'typography.fontSize',
  fontWeights: 'typography.fontWeight',
  lineHeights: 'typography.lineHeight',
  space: 'spacing',
  radii: 'radius',
  shadows: 'shadow',
  transitions: 'motion.transition',
  breakpoints: 'breakpoint',
  layout: 'layout',
  zIndices: 'zIndex',
};

/** CSS written two ways for one value: `0.10` and `0.1`, `'Segoe UI'` and `"Segoe UI"`, `#ABC123` and `#abc123`. */
const sameCss = (css: string | number) =>
  String(css)
    .toLowerCase()
    .replace(/'/g, '"')
    .replace(/\b(\d+\.\d*?)0+\b/g, '$1')
    .replace(/\.(?=\D|$)/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('the design token file (DTCG)', () => {
  it('is the one the theme makes now (run `npm run tokens` after changing src/theme/theme.ts)', () => {
    const fresh = designTokens(theme, themeComments(themeSource));
    const names = (tree: TokenGroup) => flattenTokens(tree).map(({ name }) => name);
    // Names first, so a missing or extra token is named in the failure rather than buried in a diff.
    expect(names(committed), `${COMMITTED_TOKENS_PATH}: token names`).toEqual(names(fresh));
    expect(committed, `${COMMITTED_TOKENS_PATH} is older than ${THEME_PATH}: run npm run tokens`).toEqual(fresh);
  });

  it('holds every theme value, read back as the CSS the theme writes', () => {
    const byName = new Map(flattenTokens(committed).map(({ name, token }) => [name, token]));
    for (const [group, values] of Object.entries(theme)) {
      if (NOT_EXPORTED[group]) continue;
      const tokenGroup = TOKEN_GROUPS[group as keyof typeof TOKEN_GROUPS];
      expect(tokenGroup, `theme.${group} has no place in the token file`).toBeDefined();
      for (const [key, value] of Object.entries(values as Record<string, string | number>)) {
        if (NOT_EXPORTED[`${group}.${key}`]) continue;
        const token = byName.get(`${tokenGroup}.${key}`);
        expect(token, `theme.${group}.${key}: no token ${tokenGroup}.${key}`).toBeDefined();
        const expected = group === 'breakpoints' ? `${value}px` : value;
        expect(sameCss(tokenCss(committed, token!)), `theme.${group}.${key} read back from ${tokenGroup}.${key}`).toBe(
          sameCss(expected),
        );
      }
    }
  });

  it('uses only DTCG types, each value in its type shape', () => {
    const types = new Set([
      'color',
      'dimension',
      'fontFamily',
      'fontWeight',
      'number',
      'duration',
      'cubicBezier',
      'shadow',
      'transition',
      'typography',
    ]);
    for (const { name, token } of flattenTokens(committed)) {
      expect(types.has(token.$type), `${name}: $type ${token.$type}`).toBe(true);
      if (token.$type === 'dimension') expect(['px', 'rem'], name).toContain(token.$value.unit);
      if (token.$type === 'color') {
        for (const component of token.$value.components) expect(component, name).toBeGreaterThanOrEqual(0);
        expect(token.$value.hex, name).toMatch(/^#[\da-f]{6}$/);
      }
    }
    // The composite and its references resolve: the body text style reads as CSS font shorthand.
    expect(tokenCss(committed, flattenTokens(committed).find(({ name }) => name === 'typography.style.body')!.token)).toBe(
      `${theme.fontWeights.regular} ${theme.fontSizes.md}/${theme.lineHeights.normal} ${tokenCss(committed, flattenTokens(committed).find(({ name }) => name === 'typography.fontFamily.body')!.token)}`,
    );
  });

  it('turns the comments of theme.ts into descriptions', () => {
    const comments = themeComments(`export const theme = {
      /** Group. */
      colors: {
        // Line comment.
        bg: '#fff',
        /** Spread
         * over lines. */
        text: '#000',
        plain: '#111',
      },
    } as const;`);
    expect(comments).toEqual({ colors: 'Group.', 'colors.bg': 'Line comment.', 'colors.text': 'Spread over lines.' });
  });

  it('reads colours and shadows as CSS writes them', () => {
    expect(parseColor('#2C6A5C')).toEqual({ colorSpace: 'srgb', components: [0.1725, 0.4157, 0.3608], alpha: 1, hex: '#2c6a5c' });
    expect(parseColor('rgba(20, 28, 30, 0.55)').alpha).toBe(0.55);
    expect(() => parseColor('hsl(0 0% 0%)')).toThrow(/Not a colour/);
    expect(parseShadow('0 0 0 3px rgba(29, 95, 209, 0.45)').spread).toEqual({ value: 3, unit: 'px' });
    expect(parseShadow('0 4px 14px #000000').spread).toEqual({ value: 0, unit: 'px' });
  });
});
