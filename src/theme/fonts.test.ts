import { describe, expect, it } from 'vitest';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import figtree from '@capsizecss/metrics/figtree';
import georgia from '@capsizecss/metrics/georgia';
import roboto from '@capsizecss/metrics/roboto';
import { fontFaces, fontStacks, stackFamily } from './fonts';

/** The fallback `@font-face` rules, by family, as `weight: local names`. */
function fallbackFaces() {
  const byFamily = new Map<string, string[]>();
  for (const [, body] of fontFaces().matchAll(/@font-face\s*{([^}]*)}/g)) {
    const family = /font-family:\s*"([^"]+)"/.exec(body!)?.[1] ?? '';
    if (!family.includes('Fallback')) continue;
    const weight = /font-weight:\s*(\d+)/.exec(body!)?.[1];
    const names = [...body!.matchAll(/local\('([^']+)'\)/g)].map((m) => m[1]).join(', ');
    expect(body, family).toMatch(/size-adjust:\s*[\d.]+%/);
    expect(body, family).toMatch(/ascent-override:\s*[\d.]+%/);
    byFamily.set(family, [...(byFamily.get(family) ?? []), `${weight}: ${names}`]);
  }
  return Object.fromEntries(byFamily);
}

describe('font fallbacks (#9)', () => {
  it('give every local stand-in a regular and a bold face, each found by its own names', () => {
    expect(fallbackFaces()).toEqual({
      'Figtree Variable Fallback: Arial': ['400: Arial, ArialMT', '700: Arial Bold, Arial-BoldMT'],
      'Figtree Variable Fallback: Liberation Sans': [
        '400: Liberation Sans, LiberationSans',
        '700: Liberation Sans Bold, LiberationSans-Bold',
      ],
      'Figtree Variable Fallback: Roboto': ['400: Roboto, Roboto Regular, Roboto-Regular', '700: Roboto Bold, Roboto-Bold'],
      'Fraunces Variable Fallback: Georgia': ['400: Georgia', '700: Georgia Bold, Georgia-Bold'],
      'Fraunces Variable Fallback: Liberation Serif': [
        '400: Liberation Serif, LiberationSerif',
        '700: Liberation Serif Bold, LiberationSerif-Bold',
      ],
      'Fraunces Variable Fallback: Noto Serif': [
        '400: Noto Serif, Noto Serif Regular, NotoSerif-Regular',
        '700: Noto Serif Bold, NotoSerif-Bold',
      ],
    });
  });

  it('try the web font first, then the stand-ins in order, then the platform fonts', () => {
    expect(fontStacks.body).toMatch(
      /^"Figtree Variable", "Figtree Variable Fallback: Arial", "Figtree Variable Fallback: Liberation Sans", "Figtree Variable Fallback: Roboto", .*sans-serif$/,
    );
    expect(fontStacks.heading).toMatch(/^"Fraunces Variable", "Fraunces Variable Fallback: Georgia", .*serif$/);
  });

  it('size the Linux stand-ins like the fonts they are metric-compatible with', () => {
    const sizeOf = (family: string) => new RegExp(`font-family: "${family}";[^}]*size-adjust: ([\\d.]+%)`).exec(fontFaces())?.[1];
    expect(sizeOf('Figtree Variable Fallback: Liberation Sans')).toBe(sizeOf('Figtree Variable Fallback: Arial'));
    expect(sizeOf('Figtree Variable Fallback: Liberation Sans')).toBeDefined();
  });

  it('name the stack as Capsize does, without computing the faces (#33)', () => {
    const web = { ...figtree, familyName: 'Figtree Variable' };
    for (const fallbacks of [[arial], [arial, { ...arial, familyName: 'Liberation Sans' }, roboto], [georgia, roboto]]) {
      expect(
        stackFamily(
          web,
          fallbacks.map((metrics) => ({ metrics })),
        ),
      ).toBe(createFontStack([web, ...fallbacks]).fontFamily);
    }
  });
});
