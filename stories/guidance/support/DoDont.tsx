import type { ReactNode } from 'react';
import { GuidanceFrame, type ExampleContent } from './GuidanceFrame';

/** AA on white for the labels' text, and a frame colour that says the same as the word. */
const KINDS = {
  do: { word: 'Do', mark: '✓', colour: '#1b6b4a', tint: '#e6f3ec' },
  dont: { word: "Don't", mark: '✕', colour: '#a1262b', tint: '#fbe6e6' },
} as const;

interface PanelProps {
  /** One line: what the example shows and why it is right (or wrong). */
  caption: string;
  /** Real components, as a page would render them (or a function of `t` returning them). */
  children: ExampleContent;
}

function Panel({ kind, caption, children }: PanelProps & { kind: keyof typeof KINDS }) {
  const { word, mark, colour, tint } = KINDS[kind];
  return (
    <figure
      data-kind={kind}
      style={{
        margin: 0,
        border: `2px solid ${colour}`,
        borderRadius: 8,
        overflow: 'hidden',
        background: '#fff',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <div
        style={{
          borderBottom: `2px solid ${colour}`,
          background: tint,
          color: colour,
          fontSize: 14,
          fontWeight: 700,
          padding: '4px 12px',
          display: 'flex',
          gap: 6,
        }}
      >
        <span aria-hidden="true">{mark}</span>
        <span>{word}</span>
      </div>
      <div style={{ padding: 16, flex: 1 }}>
        <GuidanceFrame>{children}</GuidanceFrame>
      </div>
      <figcaption
        style={{ padding: '8px 12px', fontSize: 14, lineHeight: 1.4, color: '#1f2a2e', borderTop: '1px solid #dcd2c5' }}
      >
        {caption}
      </figcaption>
    </figure>
  );
}

/** The right way: a green "Do" panel. */
export function Do(props: PanelProps) {
  return <Panel kind="do" {...props} />;
}

/** The wrong way: a red "Don't" panel. */
export function Dont(props: PanelProps) {
  return <Panel kind="dont" {...props} />;
}

/**
 * A rendered do/don't pair for the guidance pages (as Primer's and Polaris's): two framed panels side by side
 * (stacked on a narrow page), each showing real components, labelled "Do" in green and "Don't" in red with a
 * mark, so the difference is never carried by colour alone. Children: one `<Do>` and one `<Dont>`.
 */
export function DoDont({ children }: { children: ReactNode }) {
  return (
    <div
      className="sb-unstyled"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 16, margin: '16px 0 24px' }}
    >
      {children}
    </div>
  );
}
