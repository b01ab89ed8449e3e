/**
 * Asks search engines not to index what is shown: the not-found page and the 'not found' states of
 * courses, books and launches answer 200 (a static host), so without it they would be indexed as
 * soft 404s. React 19 hoists the <meta> into <head> while the component is mounted, and removes it after.
 */
export function NoIndex() {
  return <meta name="robots" content="noindex" />;
}
