import { describe, expect, it } from 'vitest';
import { globalCss, globalStyleTag } from './globalStyle';
import { theme } from './theme';

describe('the base rules (#33: plain CSS, not a styled-components global style)', () => {
  it('are built from the theme, with no comment and no interpolation left', () => {
    expect(globalCss).toContain(`scroll-padding-top: ${theme.layout.navHeight};`);
    expect(globalCss).toContain(`:focus-visible { outline: 3px solid ${theme.colors.focus};`);
    expect(globalCss).toContain('@media (prefers-reduced-motion: reduce)');
    expect(globalCss).not.toMatch(/\/\*|\$\{|=>|\n/);
    expect(globalStyleTag).toBe(`<style data-global-style>${globalCss}</style>`);
  });
});
