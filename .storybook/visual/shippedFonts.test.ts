import { describe, expect, it } from 'vitest';
import { theme } from '../../src/theme';
import { SHIPPED_FAMILIES, firstFamily, textsInUnshippedFonts } from './shippedFonts';

describe('the fonts a capture may draw text in', () => {
  it('are the web fonts the project ships', () => {
    expect(SHIPPED_FAMILIES).toEqual(['Figtree Variable', 'Fraunces Variable']);
  });

  it('reads the first family of a list, quoted or not', () => {
    expect(firstFamily(theme.fonts.body)).toBe('Figtree Variable');
    expect(firstFamily('"Fraunces Variable", "Fraunces Variable Fallback: Georgia", serif')).toBe('Fraunces Variable');
    expect(firstFamily("'Figtree Variable', sans-serif")).toBe('Figtree Variable');
    expect(firstFamily('ui-monospace, SFMono-Regular, Menlo, monospace')).toBe('ui-monospace');
    expect(firstFamily('monospace')).toBe('monospace');
  });

  it('names each system family a text is set in, once, with its first text', () => {
    expect(
      textsInUnshippedFonts([
        { text: 'Entrar', fontFamily: theme.fonts.body },
        { text: 'Aprender a cuidar', fontFamily: theme.fonts.heading },
        { text: '/login', fontFamily: 'monospace' },
        { text: '/profile', fontFamily: 'monospace' },
        { text: 'login · idle', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
        { text: 'Network: offline, set from the toolbar. The failures it causes are expected', fontFamily: 'sans-serif' },
      ]),
    ).toEqual([
      '"/login" in monospace',
      '"login · idle" in ui-monospace',
      '"Network: offline, set from the toolbar.…" in sans-serif',
    ]);
  });

  it('finds nothing when every text is in a shipped font', () => {
    expect(textsInUnshippedFonts([{ text: 'Entrar', fontFamily: theme.fonts.body }])).toEqual([]);
  });
});
