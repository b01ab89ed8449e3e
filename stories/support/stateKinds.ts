/**
 * The kinds of state QA and designers filter stories by (issue 35): the sidebar's tag filter lists the
 * `state:*` tags, and the state badge above a flow story (./StateBadge.tsx) names the kind when its machine
 * state's name does not say it (a form back in `idle` with its errors shown). `stateTags.test.ts` fails when a
 * story whose name or machine state says one of these kinds lacks its tag.
 */
export const STATE_KINDS = ['error', 'loading', 'empty', 'success'] as const;
export type StateKind = (typeof STATE_KINDS)[number];

const PREFIX = 'state:';

/** Words of a story's export name (PascalCase, split) or machine state that say its kind. */
const NAME_WORDS: Record<StateKind, RegExp> = {
  error: /^(error|errors|failure|failed|fails|invalid|refused|rejected|expired|breached|unauthori[sz]ed|notfound|unexpected)$/i,
  loading: /^(loading|sending|submitting|checking|connecting|creating|downloading|retrying|cancelling|paying|busy)$/i,
  empty: /^(empty|noresults)$/i,
  success: /^(success|sent|paid|succeeded|thankyou|redirected)$/i,
};

/** Words of a story's display name (prose, "Server rejects the e-mail") that say its kind. */
const PROSE_WORDS: Record<StateKind, RegExp> = {
  error: /\b(errors?|failure|failed|fails|refused|refuses|rejects|invalid|expired|not found)\b/i,
  loading: /\b(loading|sending|submitting)\b/i,
  empty: /\bempty\b/i,
  success: /\b(success|succeeded)\b/i,
};

/** `HomeServerError` -> ['Home', 'Server', 'Error']; `NotFound`, `ThankYou` and `NoResults` are one word too. */
function words(name: string): string[] {
  const split = name.split(/(?<=[a-z0-9])(?=[A-Z])|[^A-Za-z0-9]+/).filter(Boolean);
  const joined = (name.match(/NotFound|ThankYou|NoResults/gi) ?? []).map((word) => word.toLowerCase());
  return [...split, ...joined];
}

/** The kinds a machine state's name says (`failed`, `valid.submitting`, `loggedIn.profileFailed`). */
export function kindsOfMachineState(machineState: string | undefined): StateKind[] {
  if (!machineState) return [];
  const parts = machineState.split('.').flatMap(words);
  return STATE_KINDS.filter((kind) => parts.some((part) => NAME_WORDS[kind].test(part)));
}

/** The kinds a story's export name, display name and machine state say it shows. */
export function kindsNamed(story: { exportName: string; name: string; machineState?: string }): StateKind[] {
  const fromExport = words(story.exportName);
  return STATE_KINDS.filter(
    (kind) =>
      fromExport.some((word) => NAME_WORDS[kind].test(word)) ||
      PROSE_WORDS[kind].test(story.name) ||
      kindsOfMachineState(story.machineState).includes(kind),
  );
}

/** The kinds a story's tags give it; an unknown `state:` tag is returned as it is, so a typo fails the check. */
export function kindsTagged(tags: readonly string[] | undefined): string[] {
  return (tags ?? []).filter((tag) => tag.startsWith(PREFIX)).map((tag) => tag.slice(PREFIX.length));
}

const KIND_LABEL: Record<StateKind, string> = {
  error: 'showing an error',
  loading: 'waiting for an answer',
  empty: 'empty',
  success: 'succeeded',
};

/**
 * What the badge adds after the machine state: the story's own words (`parameters.stateDetail`), else the kind
 * of its tag when the state's name does not say it ("register · idle — showing an error").
 */
export function badgeDetail(machineState: string, tags: readonly string[] | undefined, detail?: string): string | undefined {
  if (detail) return detail;
  const named = kindsOfMachineState(machineState);
  const kind = kindsTagged(tags).find(
    (k): k is StateKind => (STATE_KINDS as readonly string[]).includes(k) && !named.includes(k as StateKind),
  );
  return kind ? KIND_LABEL[kind] : undefined;
}
