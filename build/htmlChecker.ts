import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The W3C Nu HTML Checker (`vnu-jar`, pinned: a new release may add rules) run over built pages.
 * It is a Java program: `javaOnPath()` says whether this machine can run it (the node machine kind has Java 17,
 * and `.ci/run` installs a headless Java where it is missing). Node-only: for tests and scripts, never the site.
 */
export const NU_JAR = fileURLToPath(new URL('../node_modules/vnu-jar/build/dist/vnu.jar', import.meta.url));

/**
 * Start-up options for one short run: the client compiler only and the serial collector spend about half the
 * CPU time of the defaults on a run over every page of two builds; the client compiler needs a larger thread
 * stack for the HTML schema (the checker says so and stops with a smaller one).
 */
const JVM_OPTIONS = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** One message of the checker's JSON output (`--format json`). */
export interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

export function javaOnPath(): boolean {
  const probe = spawnSync('java', ['-version'], { stdio: 'ignore' });
  return !probe.error && probe.status === 0;
}

/**
 * Every error the checker reports on the HTML files under the given files or directories, in one Java start
 * (other files are skipped). Rejects when the checker could not run or did not answer in its JSON format (a
 * Java too old, a stack overflow): a check that did not happen is never an empty list.
 */
export function nuErrors(targets: string[]): Promise<NuMessage[]> {
  const args = [...JVM_OPTIONS, '-jar', NU_JAR, '--errors-only', '--skip-non-html', '--format', 'json', '--stdout'];
  return new Promise((resolve, reject) => {
    const child = spawn('java', [...args, ...targets], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const stdout = Buffer.concat(out).toString('utf8');
      const failure = () =>
        new Error(`The Nu HTML Checker did not run (exit ${code}): ${Buffer.concat(err).toString('utf8')}${stdout}`);
      // 0: no error; 1: errors reported.
      if (code !== 0 && code !== 1) return reject(failure());
      try {
        const { messages } = JSON.parse(stdout) as { messages?: NuMessage[] };
        if (!Array.isArray(messages)) return reject(failure());
        resolve(messages);
      } catch {
        reject(failure());
      }
    });
  });
}
