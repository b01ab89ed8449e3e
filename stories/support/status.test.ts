import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPONENT_STATUSES, statusOf } from './status';

const COMPONENTS = join(__dirname, '..', 'components');

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? storyFiles(join(dir, entry.name)) : entry.name.endsWith('.stories.tsx') ? [join(dir, entry.name)] : [],
  );
}

describe('component status', () => {
  it('reads the status tag and ignores other tags or unknown statuses', () => {
    expect(statusOf(['autodocs', 'status:beta'])).toBe('beta');
    expect(statusOf(['status:someday'])).toBeUndefined();
    expect(statusOf(undefined)).toBeUndefined();
  });

  it('is set once, to a known status, on the meta of every component story file', () => {
    const files = storyFiles(COMPONENTS);
    expect(files.length).toBeGreaterThan(80);
    const wrong = files.flatMap((file) => {
      const meta = /\nconst meta = \{([\s\S]*?)\n\}/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      const statuses = [...meta.matchAll(/'status:([a-z]+)'/g)].map((match) => match[1]);
      return statuses.length === 1 && statuses[0]! in COMPONENT_STATUSES
        ? []
        : [`${relative(COMPONENTS, file)}: ${statuses.join(', ') || 'none'}`];
    });
    expect(wrong).toEqual([]);
  });
});
