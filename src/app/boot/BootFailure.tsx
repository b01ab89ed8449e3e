import { useEffect, useRef, type CSSProperties } from 'react';
import { theme } from '@/theme/theme';

export interface BootFailureProps {
  /** Language of the texts (set on the screen, so screen readers pronounce it right). */
  lang: 'pt' | 'en';
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

// Plain inline styles from the theme's tokens: this screen shows when the app could not start, so it
// depends on nothing but React (no styled-components, no translations loaded over the network).
const { colors, fonts, fontSizes, fontWeights, lineHeights, space, radii } = theme;
const styles = {
  main: {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    padding: space[5],
    boxSizing: 'border-box',
    background: colors.bg,
    color: colors.text,
    fontFamily: fonts.body,
  },
  box: { maxWidth: '32rem', textAlign: 'center' },
  title: { fontFamily: fonts.heading, fontSize: fontSizes['2xl'], lineHeight: lineHeights.snug, margin: `0 0 ${space[3]}` },
  message: { fontSize: fontSizes.md, lineHeight: lineHeights.normal, margin: `0 0 ${space[5]}` },
  button: {
    font: 'inherit',
    fontWeight: fontWeights.semibold,
    minHeight: '44px',
    padding: `${space[2]} ${space[5]}`,
    border: 'none',
    borderRadius: radii.pill,
    background: colors.primary,
    color: colors.textInverse,
    cursor: 'pointer',
  },
} satisfies Record<string, CSSProperties>;

/**
 * The screen shown instead of a blank page when the site cannot start (the demo's mock backend did not
 * start, the translations did not load in time, or anything else failed while booting).
 * An alert with a heading, the reason and a real button to try again; the heading takes the focus.
 */
export function BootFailure({ lang, title, message, retryLabel, onRetry }: BootFailureProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main lang={lang} style={styles.main}>
      <div role="alert" style={styles.box}>
        <h1 ref={heading} tabIndex={-1} style={styles.title}>
          {title}
        </h1>
        <p style={styles.message}>{message}</p>
        <button type="button" onClick={onRetry} style={styles.button}>
          {retryLabel}
        </button>
      </div>
    </main>
  );
}
