import type { ViewportMap } from 'storybook/viewport';
import { theme } from '../../src/theme';

const px = (value: number) => `${value}px`;

/**
 * The widths of Storybook's viewport toolbar (.storybook/preview.tsx `parameters.viewport.options`): the
 * 360 px phone the site is designed from, then its breakpoints under their theme names (src/theme/theme.ts:
 * `media.desktop` from 768 px, `media.wide` from 1024 px, `breakpoints.max` 1440 px).
 */
export const VIEWPORTS = {
  mobile: { name: 'Mobile · 360 px', styles: { width: px(360), height: px(780) }, type: 'mobile' },
  desktop: { name: 'Desktop · 768 px', styles: { width: px(theme.breakpoints.desktop), height: px(1024) }, type: 'tablet' },
  wide: { name: 'Wide · 1024 px', styles: { width: px(theme.breakpoints.wide), height: px(768) }, type: 'desktop' },
  max: { name: 'Max · 1440 px', styles: { width: px(theme.breakpoints.max), height: px(900) }, type: 'desktop' },
} satisfies ViewportMap;

export type ViewportName = keyof typeof VIEWPORTS;

/**
 * Story globals that pin a viewport, e.g. `globals: atViewport('mobile')`: the toolbar shows it (and is
 * locked to it for that story), and story tests (Vitest) run at that size.
 */
export const atViewport = (value: ViewportName) => ({ viewport: { value, isRotated: false } });
