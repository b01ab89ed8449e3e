import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pt from '../../public/locales/pt/translation.json';
import en from '../../public/locales/en/translation.json';
import { REQUIRED_HEADINGS, pageProblems, wordingKeys } from './support/pageRules';

const dir = import.meta.dirname;
/** The page on how the site writes: not a component family, so it has its own shape (its pairs are `*DoDont` blocks). */
const VOICE_PAGE = 'VoiceAndContent.mdx';
const allPages = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => ({ file, source: fs.readFileSync(path.join(dir, file), 'utf8') }));
const pages = allPages.filter(({ file }) => file !== VOICE_PAGE);

const textAt = (tree: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );

/** A complete page, as small as the rules allow, to show each rule can fail. */
const COMPLETE = `<Meta title="Guidance/UI/Example" tags={['status:stable']} />

# Example

<StatusTag status="stable" />

**Purpose.** An example.

${REQUIRED_HEADINGS.map((heading) => `## ${heading}\n`).join('\n')}
<Anatomy caption="x" parts={[{ name: 'Label', note: 'n', target: 'label' }]}>
  <TextField label="x" />
</Anatomy>

<Canvas of={Stories.Matrix} />

<Wording caption="x" keys={['cart.checkout']} />

<DoDont>
  <Do caption="Right.">
    <Button>x</Button>
  </Do>
  <Dont caption="Wrong.">
    <Button>y</Button>
  </Dont>
</DoDont>
`;

describe('guidance pages', () => {
  it('the rules accept a complete page and name what an incomplete one lacks', () => {
    expect(pageProblems(COMPLETE)).toEqual([]);
    expect(pageProblems(COMPLETE.replace('<StatusTag status="stable" />', ''))).toEqual(['no <StatusTag status="..." />']);
    expect(pageProblems(COMPLETE.replace('<StatusTag status="stable" />', '<StatusTag status="beta" />'))).toEqual([
      'the Meta tag says stable, the StatusTag beta',
    ]);
    expect(pageProblems(COMPLETE.replace('## Anatomy\n', ''))).toEqual(['no "## Anatomy" section']);
    expect(pageProblems(COMPLETE.replace(/<DoDont>[\s\S]*<\/DoDont>/, "| Do | Don't |\n| - | - |\n| a | b |"))).toEqual([
      "no rendered do/don't pair (<DoDont> with a captioned <Do> and <Dont> holding components)",
    ]);
    // A pair whose "Don't" renders nothing is not a pair.
    expect(
      pageProblems(COMPLETE.replace(/<Dont caption="Wrong.">[\s\S]*?<\/Dont>/, '<Dont caption="Wrong."></Dont>')),
    ).toHaveLength(1);
    expect(pageProblems(COMPLETE.replace(/<Wording[^\n]*\n/, ''))).toEqual([
      'no <Wording keys={[...]}> with texts in both languages',
    ]);
    expect(wordingKeys(COMPLETE)).toEqual(['cart.checkout']);
  });

  it('there are at least 20, one per component family', () => {
    expect(pages.length).toBeGreaterThanOrEqual(20);
  });

  it.each(pages)("$file has a status, every section in order, an anatomy and a rendered do/don't pair", ({ source }) => {
    expect(pageProblems(source)).toEqual([]);
  });

  it.each(pages)('$file shows only texts both translation files hold', ({ source }) => {
    const missing = wordingKeys(source).filter(
      (key) => typeof textAt(pt, key) !== 'string' || typeof textAt(en, key) !== 'string',
    );
    expect(missing).toEqual([]);
  });

  it('every page has its own title', () => {
    const titles = allPages.map(({ source }) => /<Meta\s+title="([^"]+)"/.exec(source)?.[1]);
    expect(new Set(titles).size).toBe(allPages.length);
  });

  it("the voice and content page has its status and rendered do/don't pairs", () => {
    const voice = allPages.find(({ file }) => file === VOICE_PAGE)?.source ?? '';
    expect(voice).toMatch(/<StatusTag status="stable" \/>/);
    expect(voice.match(/^<\w+DoDont \/>$/gm)?.length ?? 0).toBeGreaterThanOrEqual(5);
  });
});
