import { __PRIVATE__ } from 'styled-components';
import { SERVED_STYLES_ATTR } from './servedStyles';

type GroupedTag = NonNullable<typeof __PRIVATE__.mainSheet.tag>;
type Tag = GroupedTag['tag'];

/** A group marker rule, as the browser reads it back: its selector names the group. */
const MARKER_SELECTOR = /^data-styled\.g(\d+)\[id=/;

/** styled-components' rule store (its `Tag`) over a style sheet the page already has. */
function sheetTag(sheet: CSSStyleSheet): Tag {
  return {
    get length() {
      return sheet.cssRules.length;
    },
    insertRule(index, rule) {
      try {
        sheet.insertRule(rule, index);
        return true;
      } catch {
        return false;
      }
    },
    deleteRule(index) {
      sheet.deleteRule(index);
    },
    getRule(index) {
      return sheet.cssRules[index]?.cssText ?? '';
    },
  };
}

/**
 * How many rules of `sheet` belong to each group: a group's rules are followed by its marker (styled-components
 * writes them in group order), and the marker is counted with them, so that every group's rules, marker
 * included, are where styled-components' index arithmetic expects them. Null when the sheet is not in that
 * shape (rules after the last marker, groups out of order).
 */
function groupSizesOf(sheet: CSSStyleSheet): Map<number, number> | null {
  const sizes = new Map<number, number>();
  let pending = 0;
  let last = -1;
  for (const rule of Array.from(sheet.cssRules)) {
    pending += 1;
    const marker = rule instanceof CSSStyleRule ? MARKER_SELECTOR.exec(rule.selectorText) : null;
    if (!marker) continue;
    const group = Number(marker[1]);
    if (group <= last) return null;
    sizes.set(group, pending);
    last = group;
    pending = 0;
  }
  return pending === 0 ? sizes : null;
}

/**
 * Step 2 of the hand-over (./servedStyles.ts): styled-components' sheet takes the served element's rules as its
 * own, without inserting them again. Runs once styled-components is evaluated (its rehydration has read the
 * markers) and before anything is rendered. Returns whether it did.
 */
export function adoptServedStyles(doc: Document = document): boolean {
  const served = doc.head.querySelector<HTMLStyleElement>(`style[${SERVED_STYLES_ATTR}]`);
  const sheet = served?.sheet;
  const { mainSheet } = __PRIVATE__;
  const own = mainSheet.tag;
  // Nothing to adopt, or styled-components has already inserted a rule of its own: keep things as they are.
  if (!served || !sheet || !own || own.tag.length !== 0) return false;
  const sizes = groupSizesOf(sheet);
  if (!sizes) return false;
  // A fresh grouped tag of styled-components' own kind (its group index cache starts clean), over the served rules.
  const GroupedTagOfSheet = own.constructor as new (tag: Tag) => GroupedTag;
  const adopted = new GroupedTagOfSheet(sheetTag(sheet));
  const largest = Math.max(0, ...sizes.keys());
  if (largest >= adopted.groupSizes.length) {
    let length = adopted.groupSizes.length;
    while (largest >= length) length *= 2;
    adopted.groupSizes = new Uint32Array(length);
    adopted.length = length;
  }
  for (const [group, size] of sizes) adopted.groupSizes[group] = size;
  // The empty element styled-components made for its own rules is not needed.
  (own.tag as Tag & { element?: Element }).element?.remove();
  mainSheet.tag = adopted;
  return true;
}
