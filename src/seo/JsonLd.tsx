import { serializeJsonLd, type JsonLd as JsonLdData } from './structuredData';

/** The data type under the component's name, so `import { JsonLd }` gives both (a type and a value do not clash). */
export type JsonLd = JsonLdData;

/**
 * One block of structured data, rendered where the component is placed (in the page's body).
 *
 * `dangerouslySetInnerHTML` is the only way React renders a script's text as is (children would be
 * HTML-escaped, which JSON parsers do not undo). It is safe here because `serializeJsonLd` escapes `<`,
 * `>`, `&`, U+2028 and U+2029 as `\u003c`…: no text in the data (a title such as `</script><script>`)
 * can close the element or open another.
 *
 * React 19 does not hoist or deduplicate this element: it hoists only `<script async src>` (and never
 * executes scripts it renders on the client; a data block is not meant to be executed anyway), so the
 * block stays in the body where it is rendered, in the prerendered HTML and after hydration.
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
