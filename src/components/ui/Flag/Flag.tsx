import { useId, type SVGProps } from 'react';

/*
 * Flags are artwork, not interface colours: their official colours live here rather than in the theme.
 */
const FLAG = {
  ptGreen: '#046A38',
  ptRed: '#DA291C',
  ptYellow: '#FFE900',
  gbBlue: '#012169',
  gbRed: '#C8102E',
  white: '#FFFFFF',
};

export interface FlagProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Width in CSS pixels (height keeps the 3:2 or 2:1 ratio). */
  size?: number;
  /** Accessible name. Without it the flag is decorative (aria-hidden). */
  title?: string;
}

function a11y(title: string | undefined, titleId: string) {
  return title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true as const };
}

/** Portuguese flag (simplified armillary sphere). */
export function FlagPT({ size = 24, title, ...rest }: FlagProps) {
  const titleId = useId();
  return (
    <svg viewBox="0 0 30 20" width={size} height={(size * 2) / 3} {...a11y(title, titleId)} {...rest}>
      {title && <title id={titleId}>{title}</title>}
      <rect width="12" height="20" fill={FLAG.ptGreen} />
      <rect x="12" width="18" height="20" fill={FLAG.ptRed} />
      <circle cx="12" cy="10" r="4.2" fill="none" stroke={FLAG.ptYellow} strokeWidth="1.3" />
      <path d="M9.6 7.4h4.8v3.8a2.4 2.4 0 0 1-4.8 0z" fill={FLAG.white} stroke={FLAG.ptRed} strokeWidth="0.9" />
    </svg>
  );
}

/** United Kingdom flag (Union Jack). */
export function FlagGB({ size = 24, title, ...rest }: FlagProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const titleId = `${uid}-title`;
  const clipAll = `${uid}-s`;
  const clipDiag = `${uid}-t`;
  return (
    <svg viewBox="0 0 60 30" width={size} height={size / 2} {...a11y(title, titleId)} {...rest}>
      {title && <title id={titleId}>{title}</title>}
      <clipPath id={clipAll}>
        <path d="M0,0 v30 h60 v-30 z" />
      </clipPath>
      <clipPath id={clipDiag}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <g clipPath={`url(#${clipAll})`}>
        <path d="M0,0 v30 h60 v-30 z" fill={FLAG.gbBlue} />
        <path d="M0,0 L60,30 M60,0 L0,30" stroke={FLAG.white} strokeWidth="6" />
        <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${clipDiag})`} stroke={FLAG.gbRed} strokeWidth="4" />
        <path d="M30,0 v30 M0,15 h60" stroke={FLAG.white} strokeWidth="10" />
        <path d="M30,0 v30 M0,15 h60" stroke={FLAG.gbRed} strokeWidth="6" />
      </g>
    </svg>
  );
}
