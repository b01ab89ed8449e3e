/**
 * A built site served by `vite preview` for the benchmarks: started in its own process group (so stopping it
 * stops the node process npx starts too), ready once its port answers.
 */
import { spawn } from 'node:child_process';

/** Whether something answers at `origin` within a second. */
export async function answers(origin) {
  try {
    await fetch(origin, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Serves `cwd`'s dist/ on `port`; resolves with the child and a `stop()` once the port answers. Refuses a port
 * something else already answers on, so two sites are never mixed up.
 */
export async function servePreview({ cwd, port, label = 'vite preview' }) {
  const origin = `http://localhost:${port}`;
  if (await answers(origin)) throw new Error(`Port ${port} is already in use: stop whatever serves ${origin} first`);
  const child = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const deadline = Date.now() + 60_000;
  while (!(await answers(origin))) {
    if (child.exitCode !== null) throw new Error(`${label} exited (${child.exitCode}) before serving ${origin}`);
    if (Date.now() > deadline) {
      stop();
      throw new Error(`${label} did not answer on ${origin} within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, stop };
}
