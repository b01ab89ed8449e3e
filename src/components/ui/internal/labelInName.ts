/**
 * Splits a descriptive link label into the part the link shows and the part only assistive
 * technology and crawlers get: `labelRemainder('Mais informações', 'Mais informações sobre «X»')`
 * is `' sobre «X»'`. When the label does not start with the visible text (a translation drifted),
 * the whole label follows the visible text, so the accessible name still starts with what is seen
 * (WCAG 2.5.3, label in name).
 */
export function labelRemainder(visible: string, label: string): string {
  if (!label || label === visible) return '';
  if (label.startsWith(visible)) return label.slice(visible.length);
  return `: ${label}`;
}
