import { useId, type CSSProperties, type SVGProps } from 'react';
import { iconShapes, type IconName } from './icons';

export type { IconName } from './icons';
export { iconNames, STAR } from './icons';

/**
 * The class every icon carries. Its paint (no fill, round strokes in currentColor, 2 px on the 24 px grid,
 * never shrunk in a flex row) is one rule of the base style sheet (src/theme/globalStyle.ts), not a dozen
 * attributes on each of the page's 100+ icons (a fifth of the home page's HTML was icon attributes).
 * A stroke width other than 2 is the `--icon-stroke` custom property: set on a container for all its icons
 * (Stars), or on one icon by `strokeWidth`.
 */
export const ICON_CLASS = 'icon';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'ref'> {
  /** Which icon to draw. */
  name: IconName;
  /** Width and height in CSS pixels. */
  size?: number;
  /** Accessible name. Without it the icon is decorative (aria-hidden). */
  title?: string;
  /** Stroke width on the 24 px grid (default 2, or the container's `--icon-stroke`). */
  strokeWidth?: number;
}

/** Inline SVG icon drawn in currentColor. Decorative unless `title` is given. */
export function Icon({ title, ...props }: IconProps) {
  // The decorative icon is one component (a page has 100+ of them to hydrate); only a labelled one needs an id.
  return title ? <TitledIcon title={title} {...props} /> : iconSvg({ ...props, 'aria-hidden': true });
}

/** The labelled icon: its title names it (role img), so it needs an id; a decorative one makes none. */
function TitledIcon({ title, ...props }: IconProps & { title: string }) {
  const titleId = useId();
  return iconSvg({
    ...props,
    role: 'img',
    'aria-labelledby': titleId,
    children: <title id={titleId}>{title}</title>,
  });
}

/** The `<svg>` itself (a plain function, not a component: no fiber of its own). */
function iconSvg({ name, size = 20, strokeWidth, style, className, children, ...rest }: Omit<IconProps, 'title'>) {
  const stroke: CSSProperties | undefined =
    strokeWidth === undefined ? undefined : ({ '--icon-stroke': String(strokeWidth) } as CSSProperties);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={className ? `${ICON_CLASS} ${className}` : ICON_CLASS}
      style={stroke || style ? { ...stroke, ...style } : undefined}
      {...rest}
    >
      {children}
      {iconShapes[name]}
    </svg>
  );
}
