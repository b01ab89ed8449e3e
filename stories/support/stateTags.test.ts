import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Node, named, propertiesOf, readStoryFile } from './csfFile';
import { STATE_KINDS, badgeDetail, kindsNamed, kindsTagged } from './stateKinds';

/**
 * QA finds every error, designers every rule (issue 35): every story whose export name, display name or machine
 * state says it shows an error, a loading, an empty or a success state carries the matching `state:` tag, so the
 * sidebar's tag filter lists it. Read from the story files as Storybook indexes them (its CSF parser), with the
 * meta's tags and those of a story spread into another (`{ ...Error, globals: { locale: 'en' } }`).
 */

/** Stories whose name says a kind they do not show, and why. */
const NAMED_BUT_NOT_SHOWN: Record<string, string> = {
  'flows-checkout-1-·-cart--expired-snapshot': 'the saved cart is old by design, nothing failed: the cart opens empty',
  'pages-publications--invalid-url-sanitised': 'an address with unknown values is corrected quietly: the list shows as usual',
  'flows-recovery--success-on-server-error':
    'a server error on purpose shows the same success message (no account enumeration): success only',
};

const root = path.resolve(import.meta.dirname, '../..');
const storyFiles = fs
  .readdirSync(path.join(root, 'stories'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => path.join('stories', file));

type IndexedStory = { file: string; id: string; exportName: string; name: string; tags: string[]; machineState?: string };

function storiesOf(file: string): IndexedStory[] {
  const { csf, propertiesOfStory } = readStoryFile(root, file);
  const metaTags = csf.meta?.tags ?? [];
  return Object.entries(csf._stories).map(([exportName, story]) => {
    const properties = propertiesOfStory(exportName);
    const tagsNode = properties.find((p) => named(p, 'tags'))?.value;
    const tags =
      tagsNode?.type === 'ArrayExpression'
        ? (tagsNode.elements as Node[]).filter((e) => e.type === 'StringLiteral').map((e) => e.value as string)
        : [];
    const stateNode = properties
      .filter((p) => named(p, 'parameters'))
      .flatMap((p) => propertiesOf(p.value))
      .find((p) => named(p, 'machineState'))?.value;
    return {
      file,
      id: story.id,
      exportName,
      name: story.name ?? exportName,
      tags: [...metaTags, ...tags],
      machineState: stateNode?.type === 'StringLiteral' ? (stateNode.value as string) : undefined,
    };
  });
}

const stories = storyFiles.flatMap(storiesOf);

describe('state tags', () => {
  it('reads every story file', () => {
    expect(storyFiles.length).toBeGreaterThan(100);
    expect(stories.length).toBeGreaterThan(700);
    // The reader itself: a spread story inherits the tags and the machine state of the one it spreads.
    expect(stories.find((s) => s.id === 'flows-recovery--error-english')).toMatchObject({
      tags: expect.arrayContaining(['state:error']),
      machineState: 'error',
    });
  });

  it('every story named after an error, loading, empty or success state carries its tag', () => {
    const untagged = stories
      .filter((story) => !(story.id in NAMED_BUT_NOT_SHOWN))
      .flatMap((story) => {
        const tagged = kindsTagged(story.tags);
        return kindsNamed(story)
          .filter((kind) => !tagged.includes(kind))
          .map(
            (kind) =>
              `${story.file} ${story.exportName} (${story.name}${story.machineState ? `, ${story.machineState}` : ''}): state:${kind}`,
          );
      });
    expect(untagged).toEqual([]);
  });

  it('uses only the four kinds', () => {
    const unknown = stories.flatMap((story) =>
      kindsTagged(story.tags)
        .filter((kind) => !(STATE_KINDS as readonly string[]).includes(kind))
        .map((kind) => `${story.id}: state:${kind}`),
    );
    expect(unknown).toEqual([]);
  });

  it('lists only exceptions that exist', () => {
    const ids = new Set(stories.map((story) => story.id));
    expect(Object.keys(NAMED_BUT_NOT_SHOWN).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('the state badge', () => {
  it('names the kind a state tag gives when the machine state does not say it', () => {
    expect(badgeDetail('idle', ['state:error'])).toBe('showing an error');
    expect(badgeDetail('failed', ['state:error'])).toBeUndefined();
    expect(badgeDetail('valid.submitting', ['state:loading'])).toBeUndefined();
    expect(badgeDetail('ready', ['state:empty'])).toBe('empty');
    expect(badgeDetail('idle', ['state:error'], 'password refused as breached')).toBe('password refused as breached');
    expect(badgeDetail('loaded', [])).toBeUndefined();
    expect(badgeDetail('notFound', ['state:error'])).toBeUndefined();
  });
});
