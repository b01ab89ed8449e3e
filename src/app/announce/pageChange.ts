/**
 * When a client-side navigation has shown another page, and where focus goes then.
 * Pure: the rules are tested without a browser (pageChange.test.ts); RouteAnnouncer carries them out.
 *
 * The models: GOV.UK Frontend and Next.js announce the new page's title in a live region; Gatsby moves
 * focus to the new page. Here both: the title is announced once (politely), focus goes to the page's
 * <h1> (or to the element its hash names), else to the main landmark.
 */

/**
 * True when the router has shown another page: the path changed. Not the first render (the browser
 * loaded the page itself and reads it from the top), not an in-page anchor or a change of query only
 * (a search box, a filter, a page of results: focus stays where the visitor is typing or choosing).
 */
export function isPageChange(from: string | null, to: string): boolean {
  return from !== null && trimmed(from) !== trimmed(to);
}

/** A router path without its trailing slash ('/' stays '/'). */
function trimmed(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The id a location's hash names ('#faq' -> 'faq', '#' or '' -> null), decoded as the browser does. */
export function hashTarget(hash: string): string | null {
  if (hash.length <= 1) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** What the live region says for a new page: its title, else its heading (Next.js's order). */
export function announcement(title: string, heading: string | null | undefined): string {
  return title.trim() || heading?.trim() || '';
}
