import { LIMITS } from '@machines/shared';

/**
 * product §2/§9: the navbar background opacity starts at 0.95 and falls by 0.3 over the first 200 px of
 * scroll: opacity = 0.95 - 0.3 * min(scrollY, 200) / 200. Negative (overscroll) and invalid values count
 * as the top. Rounded to 3 decimals so 200 px gives exactly 0.65.
 */
export function navbarOpacity(scrollY: number): number {
  const y = Number.isFinite(scrollY) ? Math.min(Math.max(scrollY, 0), LIMITS.navbarFadeSpan) : 0;
  const value = LIMITS.navbarOpacityStart - (LIMITS.navbarOpacityDrop * y) / LIMITS.navbarFadeSpan;
  return Math.round(value * 1000) / 1000;
}

/** '#RRGGBB' (or '#RGB') plus an alpha -> 'rgba(r, g, b, a)'; used to fade a theme colour. */
export function withAlpha(hex: string, alpha: number): string {
  const clean = hex.replace('#', '');
  const full =
    clean.length === 3
      ? clean
          .split('')
          .map((c) => c + c)
          .join('')
      : clean;
  const n = Number.parseInt(full, 16);
  if (full.length !== 6 || Number.isNaN(n)) return hex;
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}
