import { useLayoutEffect, useRef, useState } from 'react';
import { GuidanceFrame, type ExampleContent } from './GuidanceFrame';

export interface AnatomyPart {
  /** The part's name, as designers and engineers call it. */
  name: string;
  /** What it is for, and what decides it (a prop, a translation key). */
  note: string;
  /**
   * A CSS selector for the part inside the example (`label`, `input`, `[role="alert"]`, `svg`): semantic, since
   * the site's class names are generated. The first match gets the numbered callout.
   */
  target: string;
}

export interface AnatomyProps {
  parts: readonly AnatomyPart[];
  /** What the example is, read first by screen readers. */
  caption: string;
  /** The least width of the example in px (fields fill their container). */
  width?: number;
  /** The real component(s), as a page renders them (or a function of `t` returning them). */
  children: ExampleContent;
}

type Box = { top: number; left: number; width: number; height: number };
type Placed = Box & { x: number; y: number };

/** The callout's diameter, and how far apart two callouts' centres must be not to overlap. */
const CALLOUT = 20;

/**
 * Puts each callout on its part's top-left corner, moved right along the top edge while it would cover an
 * earlier one (nested parts share a corner: a button and its label).
 */
function place(boxes: (Box | null)[]): (Placed | null)[] {
  const placed: Placed[] = [];
  return boxes.map((box) => {
    if (!box) return null;
    let x = box.left - CALLOUT / 2;
    const y = box.top - CALLOUT / 2;
    while (placed.some((other) => Math.abs(other.x - x) < CALLOUT + 2 && Math.abs(other.y - y) < CALLOUT + 2)) x += CALLOUT + 4;
    const spot = { ...box, x, y };
    placed.push(spot);
    return spot;
  });
}

const ACCENT = '#7b2d8e';

/**
 * A component with its parts numbered (as Primer's anatomy figures): the real component on the left, each part
 * outlined with a numbered callout, and the numbered list of parts beside it. The callouts are drawn where the
 * parts really are (measured after layout, and again when the example resizes or ends an animation, e.g. once
 * the fonts load or the language changes); a part whose selector matches nothing is flagged in the list, so a renamed element cannot
 * leave a page pointing at nothing. The callouts are decoration (hidden from screen readers): the list says it all.
 */
export function Anatomy({ parts, caption, width = 240, children }: AnatomyProps) {
  const stage = useRef<HTMLDivElement>(null);
  const [boxes, setBoxes] = useState<(Placed | null)[]>([]);

  useLayoutEffect(() => {
    const root = stage.current;
    const example = root?.querySelector('[data-anatomy-example]');
    if (!root || !example) return undefined;
    const measure = () => {
      const origin = root.getBoundingClientRect();
      setBoxes(
        place(
          parts.map(({ target }) => {
            const element = example.querySelector(target);
            if (!element) return null;
            const rect = element.getBoundingClientRect();
            return { top: rect.top - origin.top, left: rect.left - origin.left, width: rect.width, height: rect.height };
          }),
        ),
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    observer.observe(example);
    const mutations = new MutationObserver(measure);
    mutations.observe(example, { subtree: true, childList: true, characterData: true });
    // An entrance animation (a dialog rising into place) moves parts without resizing anything.
    example.addEventListener('animationend', measure);
    example.addEventListener('transitionend', measure);
    return () => {
      observer.disconnect();
      mutations.disconnect();
      example.removeEventListener('animationend', measure);
      example.removeEventListener('transitionend', measure);
    };
  }, [parts]);

  return (
    <figure
      className="sb-unstyled"
      style={{ margin: '16px 0 24px', display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}
    >
      <div
        ref={stage}
        style={{
          position: 'relative',
          padding: 28,
          border: '1px solid #dcd2c5',
          borderRadius: 8,
          background: '#fbf7f2',
          minWidth: width,
        }}
      >
        <div data-anatomy-example="">
          <GuidanceFrame>{children}</GuidanceFrame>
        </div>
        <div aria-hidden="true" style={{ position: 'absolute', inset: 0, zIndex: 10, pointerEvents: 'none' }}>
          {boxes.map((box, index) =>
            box ? (
              <div key={parts[index]!.name} data-callout={index + 1}>
                <div
                  style={{
                    position: 'absolute',
                    top: box.top - 2,
                    left: box.left - 2,
                    width: box.width + 4,
                    height: box.height + 4,
                    outline: `1px dashed ${ACCENT}`,
                    pointerEvents: 'none',
                  }}
                />
                <span
                  style={{
                    position: 'absolute',
                    top: box.y,
                    left: box.x,
                    width: CALLOUT,
                    height: CALLOUT,
                    borderRadius: '50%',
                    background: ACCENT,
                    color: '#fff',
                    fontSize: 12,
                    fontWeight: 700,
                    lineHeight: `${CALLOUT}px`,
                    textAlign: 'center',
                    pointerEvents: 'none',
                  }}
                >
                  {index + 1}
                </span>
              </div>
            ) : null,
          )}
        </div>
      </div>
      <figcaption style={{ flex: '1 1 260px', fontSize: 14, lineHeight: 1.45, color: '#1f2a2e' }}>
        <strong style={{ display: 'block', marginBottom: 6 }}>{caption}</strong>
        <ol style={{ margin: 0, paddingLeft: 22 }}>
          {parts.map((part, index) => (
            <li key={part.name} style={{ marginBottom: 6 }}>
              <strong>{part.name}</strong>: {part.note}
              {boxes.length > 0 && !boxes[index] ? (
                <span data-missing-part="true" style={{ color: '#a1262b', fontWeight: 700 }}>
                  {' '}
                  (not drawn: nothing matches <code>{part.target}</code>)
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
