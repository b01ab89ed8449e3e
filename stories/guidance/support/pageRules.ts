/**
 * What every guidance page (stories/guidance/*.mdx) has, in the order a designer reads it (Primer's and GOV.UK's
 * component pages): a status, the purpose, when to use and when not, the anatomy, the variants and states,
 * keyboard and screen-reader behaviour, content in both languages, rendered do/don't pairs, related pages.
 */
export const REQUIRED_HEADINGS = [
  'When to use',
  'When not to use',
  'Anatomy',
  'Variants and states',
  'Keyboard and screen readers',
  'Content',
  "Do and don't",
  'Related',
] as const;

const STATUSES = ['stable', 'beta', 'deprecated'];

/** The translation keys a page's `<Wording keys={[...]}>` blocks show. */
export function wordingKeys(source: string): string[] {
  return [...source.matchAll(/<Wording[\s\S]*?keys=\{\[([\s\S]*?)\]\}/g)].flatMap((match) =>
    [...match[1]!.matchAll(/'([^']+)'/g)].map((key) => key[1]!),
  );
}

/** What a guidance page lacks, in words (empty: the page is complete). */
export function pageProblems(source: string): string[] {
  const problems: string[] = [];
  const meta = /<Meta\s+title="Guidance\/[^"]+"\s+tags=\{\['status:([a-z]+)'\]\}\s*\/>/.exec(source);
  const tag = /<StatusTag status="([a-z]+)" \/>/.exec(source);
  if (!meta) problems.push('no <Meta title="Guidance/..." tags={[\'status:...\']} />');
  if (!tag) problems.push('no <StatusTag status="..." />');
  else if (!STATUSES.includes(tag[1]!)) problems.push(`unknown status "${tag[1]}"`);
  if (meta && tag && meta[1] !== tag[1]) problems.push(`the Meta tag says ${meta[1]}, the StatusTag ${tag[1]}`);
  if (!/^\*\*Purpose\.\*\* \S/m.test(source)) problems.push('no **Purpose.** paragraph');

  const headings = [...source.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());
  let last = -1;
  for (const heading of REQUIRED_HEADINGS) {
    const at = headings.indexOf(heading);
    if (at < 0) problems.push(`no "## ${heading}" section`);
    else if (at < last) problems.push(`"## ${heading}" is out of order`);
    else last = at;
  }

  if (!/<Anatomy[\s\S]*?parts=\{\[[\s\S]*?target:[\s\S]*?<\/Anatomy>/.test(source)) problems.push('no <Anatomy> with its parts');
  if (!/<Canvas of=\{\w+\.\w+\}/.test(source))
    problems.push('no embedded story (<Canvas of={...} />) for the variants and states');
  if (wordingKeys(source).length === 0) problems.push('no <Wording keys={[...]}> with texts in both languages');

  const pairs = [...source.matchAll(/<DoDont>([\s\S]*?)<\/DoDont>/g)].map((match) => match[1]!);
  const rendered = pairs.filter(
    (pair) => /<Do caption="[^"]+">\s*\S[\s\S]*?<\/Do>/.test(pair) && /<Dont caption="[^"]+">\s*\S[\s\S]*?<\/Dont>/.test(pair),
  );
  if (rendered.length === 0)
    problems.push("no rendered do/don't pair (<DoDont> with a captioned <Do> and <Dont> holding components)");
  return problems;
}
