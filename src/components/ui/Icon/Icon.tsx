import { useId, type SVGProps } from 'react';
import { iconShapes, type IconName } from './icons';

export type { IconName } from './icons';
export { iconNames } from './icons';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'ref'> {
  /** Which icon to draw. */
  name: IconName;
  /** Width and height in CSS pixels. */
  size?: number;
  /** Accessible name. Without it the icon is decorative (aria-hidden). */
  title?: string;
  /** Stroke width on the 24 px grid. */
  strokeWidth?: number;
}

/** Inline SVG icon drawn in currentColor. Decorative unless `title` is given. */
export function Icon({ name, size = 20, title, strokeWidth = 2, style, ...rest }: IconProps) {
  const titleId = useId();
  const labelled = Boolean(title);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(labelled ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
      style={{ flexShrink: 0, ...style }}
      {...rest}
    >
      {labelled && <title id={titleId}>{title}</title>}
      {iconShapes[name]}
    </svg>
  );
}
