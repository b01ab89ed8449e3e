import { VisuallyHidden } from './VisuallyHidden';
import { labelRemainder } from './labelInName';

export interface LinkTextProps {
  /** The short text the link shows ("Mais informações"). */
  text: string;
  /** The descriptive name, starting with `text` ("Mais informações sobre «Título»"). */
  label: string;
}

/**
 * Link content for short, generic link texts: shows `text` and adds the rest of `label` as visually
 * hidden text. Unlike aria-label, the hidden words are part of the link's text, which is what
 * search engines and Lighthouse's "link-text" audit (innerText) read; screen readers announce the
 * whole label, and it starts with the visible words (label in name).
 */
export function LinkText({ text, label }: LinkTextProps) {
  const rest = labelRemainder(text, label);
  return (
    <>
      {text}
      {rest && <VisuallyHidden>{rest}</VisuallyHidden>}
    </>
  );
}
