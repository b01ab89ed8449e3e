import type { AppTheme } from '../../src/theme';

/*
 * The theme (src/theme/theme.ts) as a W3C Design Tokens Community Group file (format 2025.10): every value
 * a design tool can take in, under a dotted name (`color.primary`, `spacing.4`), with its `$type` and
 * `$value`, and the theme's comment as `$description`. Pure, so the Foundations page, the Storybook
 * build and the test all read the same thing. `tokenCss` reads a token back as the CSS the theme holds;
 * the test uses it to check that the file says what the theme says.
 */

export type DimensionValue = { value: number; unit: 'px' | 'rem' };
export type ColorValue = { colorSpace: 'srgb'; components: [number, number, number]; alpha: number; hex: string };
export type DurationValue = { value: number; unit: 'ms' | 's' };
export type CubicBezierValue = [number, number, number, number];
export type ShadowValue = {
  color: ColorValue;
  offsetX: DimensionValue;
  offsetY: DimensionValue;
  blur: DimensionValue;
  spread: DimensionValue;
};
export type TransitionValue = {
  duration: string | DurationValue;
  delay: DurationValue;
  timingFunction: string | CubicBezierValue;
};
export type TypographyValue = {
  fontFamily: string;
  fontSize: string;
  fontWeight: string;
  lineHeight: string;
  letterSpacing: DimensionValue;
};

type TokenOf<T extends string, V> = {
  $type: T;
  $value: V;
  $description?: string;
  $extensions?: Record<string, unknown>;
};

export type Token =
  | TokenOf<'color', ColorValue>
  | TokenOf<'dimension', DimensionValue>
  | TokenOf<'fontFamily', string[]>
  | TokenOf<'fontWeight', number>
  | TokenOf<'number', number>
  | TokenOf<'duration', DurationValue>
  | TokenOf<'cubicBezier', CubicBezierValue>
  | TokenOf<'shadow', ShadowValue>
  | TokenOf<'transition', TransitionValue>
  | TokenOf<'typography', TypographyValue>;

export interface TokenGroup {
  $description?: string;
  [name: string]: Token | TokenGroup | string | undefined;
}

/** Where a value the theme writes as CSS a design tool cannot hold (a `clamp()`) is kept, under DTCG's `$extensions`. */
export const CSS_EXTENSION = 'ot-educator-site.css';

/** The comments of theme.ts, by the theme path they sit above (`colors.focus`, `fontSizes.3xl`). */
export type ThemeComments = Record<string, string>;

/**
 * Theme values the file leaves out, and why: each is CSS a design tool has no type for. The test fails on a
 * theme value that is neither in the file nor here.
 */
export const NOT_EXPORTED: Record<string, string> = {
  'radii.round': 'a percentage (50%): DTCG dimensions are px or rem; in a design tool a circle is a shape, not a radius',
  media: 'media queries, built from the breakpoints (exported as breakpoint.*)',
};

const round = (value: number, digits = 4) => Number(value.toFixed(digits));

export function parseColor(css: string): ColorValue {
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(css.trim());
  const rgba = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(css.trim());
  let channels: number[];
  let alpha = 1;
  if (hex) channels = hex.slice(1, 4).map((pair) => parseInt(pair, 16));
  else if (rgba) {
    channels = rgba.slice(1, 4).map(Number);
    alpha = rgba[4] === undefined ? 1 : Number(rgba[4]);
  } else throw new Error(`Not a colour the token file can write: ${css}`);
  const [r, g, b] = channels as [number, number, number];
  return {
    colorSpace: 'srgb',
    components: [round(r / 255), round(g / 255), round(b / 255)],
    alpha,
    hex: `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`,
  };
}

export function parseDimension(css: string | number): DimensionValue {
  if (typeof css === 'number') return { value: css, unit: 'px' };
  if (css.trim() === '0') return { value: 0, unit: 'px' };
  const match = /^(-?\d*\.?\d+)(px|rem)$/.exec(css.trim());
  if (!match) throw new Error(`Not a dimension the token file can write (px or rem): ${css}`);
  return { value: Number(match[1]), unit: match[2] as DimensionValue['unit'] };
}

/** A comma-separated list, not split inside parentheses (`clamp(a, b, c)`, `rgba(…)`). */
function splitTopLevel(css: string, separator: ',' | ' '): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of css) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === separator && depth === 0) {
      if (current.trim()) parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

export const parseFontFamily = (css: string) => splitTopLevel(css, ',').map((name) => name.replace(/^(['"])(.*)\1$/, '$2'));

/** CSS shadow `x y blur [spread] colour`, the shape the theme writes. */
export function parseShadow(css: string): ShadowValue {
  const parts = splitTopLevel(css, ' ');
  const color = parts.pop();
  if (!color || parts.length < 3 || parts.length > 4) throw new Error(`Not a shadow the token file can write: ${css}`);
  const [offsetX, offsetY, blur, spread = '0'] = parts as [string, string, string, string?];
  return {
    color: parseColor(color),
    offsetX: parseDimension(offsetX),
    offsetY: parseDimension(offsetY),
    blur: parseDimension(blur),
    spread: parseDimension(spread),
  };
}

/** CSS's named timing functions as cubic Bézier curves (CSS Easing Functions, level 1). */
export const NAMED_EASINGS: Record<string, CubicBezierValue> = {
  linear: [0, 0, 1, 1],
  ease: [0.25, 0.1, 0.25, 1],
  'ease-in': [0.42, 0, 1, 1],
  'ease-out': [0, 0, 0.58, 1],
  'ease-in-out': [0.42, 0, 0.58, 1],
};

function parseTransition(css: string): { duration: DurationValue; easing: string } {
  const match = /^(\d*\.?\d+)(ms|s)\s+([a-z-]+)$/.exec(css.trim());
  if (!match || !NAMED_EASINGS[match[3]!]) throw new Error(`Not a transition the token file can write: ${css}`);
  return { duration: { value: Number(match[1]), unit: match[2] as DurationValue['unit'] }, easing: match[3]! };
}

/** A `clamp(min, preferred, max)` size: the token holds the largest size, the CSS goes in `$extensions`. */
function fluidDimension(css: string, description: string | undefined): TokenOf<'dimension', DimensionValue> {
  const [min, , max] = splitTopLevel(/^clamp\((.*)\)$/.exec(css.trim())![1]!, ',');
  const fluid = `Fluid: from ${min} on a narrow screen to ${max} on a wide one (the CSS clamp() is in $extensions); the value is the largest.`;
  return {
    $type: 'dimension',
    $value: parseDimension(max!),
    $description: description ? `${description} ${fluid}` : fluid,
    $extensions: { [CSS_EXTENSION]: { value: css } },
  };
}

const isFluid = (css: string | number) => typeof css === 'string' && css.trim().startsWith('clamp(');

function withDescription<T extends Token>(token: T, description: string | undefined): T {
  return description && !token.$description ? { ...token, $description: description } : token;
}

/** One token per theme entry, named by its key; `path` is the theme path the comments are filed under. */
function group<V extends string | number>(
  values: Record<string, V>,
  path: string,
  comments: ThemeComments,
  token: (value: V, name: string) => Token,
  description?: string,
): TokenGroup {
  const out: TokenGroup = {};
  const groupDescription = comments[path] ?? description;
  if (groupDescription) out.$description = groupDescription;
  for (const [name, value] of Object.entries(values)) {
    if (NOT_EXPORTED[`${path}.${name}`]) continue;
    out[name] = withDescription(token(value, name), comments[`${path}.${name}`]);
  }
  return out;
}

const dimensionToken = (path: string, comments: ThemeComments) => (value: string | number, name: string) =>
  isFluid(value)
    ? fluidDimension(String(value), comments[`${path}.${name}`])
    : ({ $type: 'dimension', $value: parseDimension(value) } as Token);

/** The token file's tree, from the theme and the comments of theme.ts. */
export function designTokens(theme: AppTheme, comments: ThemeComments = {}): TokenGroup {
  const easings = new Set(Object.values(theme.transitions).map((css) => parseTransition(css).easing));
  return {
    $description:
      'Design tokens of the site, generated from src/theme/theme.ts (npm run tokens). Format: W3C Design Tokens Community Group, 2025.10.',
    color: group(theme.colors, 'colors', comments, (value) => ({ $type: 'color', $value: parseColor(value) })),
    typography: {
      fontFamily: group(
        theme.fonts,
        'fonts',
        comments,
        (value) => ({ $type: 'fontFamily', $value: parseFontFamily(value) }),
        'The web font first, then its metric-matched local fallbacks.',
      ),
      fontSize: group(theme.fontSizes, 'fontSizes', comments, dimensionToken('fontSizes', comments)),
      fontWeight: group(theme.fontWeights, 'fontWeights', comments, (value) => ({ $type: 'fontWeight', $value: value })),
      lineHeight: group(
        theme.lineHeights,
        'lineHeights',
        comments,
        (value) => ({ $type: 'number', $value: value }),
        'A multiple of the font size.',
      ),
      style: {
        body: {
          $type: 'typography',
          $description: "The page's running text (the global style's body rule).",
          $value: {
            fontFamily: '{typography.fontFamily.body}',
            fontSize: '{typography.fontSize.md}',
            fontWeight: '{typography.fontWeight.regular}',
            lineHeight: '{typography.lineHeight.normal}',
            letterSpacing: { value: 0, unit: 'px' },
          },
        },
      },
    },
    spacing: group(theme.space, 'space', comments, dimensionToken('space', comments)),
    radius: group(theme.radii, 'radii', comments, dimensionToken('radii', comments)),
    shadow: group(theme.shadows, 'shadows', comments, (value) => ({ $type: 'shadow', $value: parseShadow(value) })),
    motion: {
      duration: group(theme.transitions, 'transitions', comments, (value) => ({
        $type: 'duration',
        $value: parseTransition(value).duration,
      })),
      easing: Object.fromEntries(
        [...easings].map((name) => [name, { $type: 'cubicBezier', $value: NAMED_EASINGS[name]! } satisfies Token]),
      ),
      transition: group(theme.transitions, 'transitions', {}, (value, name) => ({
        $type: 'transition',
        $value: {
          duration: `{motion.duration.${name}}`,
          delay: { value: 0, unit: 'ms' },
          timingFunction: `{motion.easing.${parseTransition(value).easing}}`,
        },
      })),
    },
    breakpoint: group(
      theme.breakpoints,
      'breakpoints',
      comments,
      dimensionToken('breakpoints', comments),
      'The smallest viewport width of each layout.',
    ),
    layout: group(theme.layout, 'layout', comments, dimensionToken('layout', comments)),
    zIndex: group(
      theme.zIndices,
      'zIndices',
      comments,
      (value) => ({ $type: 'number', $value: value }),
      'Stacking order, lowest first.',
    ),
  };
}

/** The file as written: two-space JSON with a final newline (Prettier leaves it as it is). */
export const designTokensJson = (theme: AppTheme, comments: ThemeComments = {}) =>
  `${JSON.stringify(designTokens(theme, comments), null, 2)}\n`;

export const isToken = (node: unknown): node is Token =>
  typeof node === 'object' && node !== null && '$value' in node && '$type' in node;

/** Every token of a tree, with its dotted DTCG name, in file order. */
export function flattenTokens(tree: TokenGroup, prefix = ''): { name: string; token: Token }[] {
  return Object.entries(tree).flatMap(([key, node]) => {
    if (key.startsWith('$') || typeof node !== 'object' || node === null) return [];
    const name = prefix ? `${prefix}.${key}` : key;
    return isToken(node) ? [{ name, token: node }] : flattenTokens(node, name);
  });
}

/** A token's value in the tree, following `{a.b.c}` references. */
export function resolve(tree: TokenGroup, value: unknown): unknown {
  if (typeof value !== 'string' || !/^\{[^}]+\}$/.test(value)) return value;
  const path = value.slice(1, -1).split('.');
  let node: unknown = tree;
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  if (!isToken(node)) throw new Error(`Reference to no token: ${value}`);
  return resolve(tree, node.$value);
}

const formatNumber = (value: number) => String(round(value, 4));
const dimensionCss = ({ value, unit }: DimensionValue) => (value === 0 ? '0' : `${formatNumber(value)}${unit}`);
const colorCss = ({ components, alpha }: ColorValue) => {
  const channels = components.map((component) => Math.round(component * 255));
  return alpha === 1
    ? `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`.toUpperCase()
    : `rgba(${channels.join(', ')}, ${formatNumber(alpha)})`;
};
const familyCss = (names: string[]) => names.map((name) => (/^[a-zA-Z\d\-_]+$/.test(name) ? name : `"${name}"`)).join(', ');

/** A token as CSS: what a stylesheet (or the theme) writes for it. */
export function tokenCss(tree: TokenGroup, token: Token): string {
  const css = (token.$extensions?.[CSS_EXTENSION] as { value?: string } | undefined)?.value;
  if (css) return css;
  switch (token.$type) {
    case 'color':
      return colorCss(token.$value);
    case 'dimension':
      return dimensionCss(token.$value);
    case 'fontFamily':
      return familyCss(token.$value);
    case 'fontWeight':
    case 'number':
      return String(token.$value);
    case 'duration':
      return `${formatNumber(token.$value.value)}${token.$value.unit}`;
    case 'cubicBezier':
      return `cubic-bezier(${token.$value.join(', ')})`;
    case 'shadow': {
      const { offsetX, offsetY, blur, spread, color } = token.$value;
      const lengths = [offsetX, offsetY, blur, ...(spread.value === 0 ? [] : [spread])].map(dimensionCss);
      return `${lengths.join(' ')} ${colorCss(color)}`;
    }
    case 'transition': {
      const duration = resolve(tree, token.$value.duration) as DurationValue;
      const bezier = resolve(tree, token.$value.timingFunction) as CubicBezierValue;
      const named = Object.entries(NAMED_EASINGS).find(([, curve]) => curve.join() === bezier.join())?.[0];
      return `${formatNumber(duration.value)}${duration.unit} ${named ?? `cubic-bezier(${bezier.join(', ')})`}`;
    }
    case 'typography': {
      const { fontFamily, fontSize, fontWeight, lineHeight } = token.$value;
      const part = (reference: string) => {
        const value = resolve(tree, reference);
        return typeof value === 'object' && value !== null && 'unit' in value
          ? dimensionCss(value as DimensionValue)
          : Array.isArray(value)
            ? familyCss(value as string[])
            : String(value);
      };
      return `${part(fontWeight)} ${part(fontSize)}/${part(lineHeight)} ${part(fontFamily)}`;
    }
  }
}
