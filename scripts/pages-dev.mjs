// Serves a build with the host's own runtime: `wrangler pages dev`, which runs Cloudflare's workerd offline and
// applies the build's `_headers`, `_redirects` and `_routes.json` and the Pages Functions in `functions/` as
// production does. The Playwright projects that request pages, `npm run test:budgets` and the benchmarks serve
// through it, so what they check is what readers get.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

// From the project's root, where every script and test runs (not from `import.meta`: Playwright loads this file as
// CommonJS for the TypeScript tests).
const wranglerBin = path.resolve('node_modules/.bin/wrangler');

// Offline, wrangler's usage metrics and its look-up of `Request.cf` data could only fail; neither changes an answer.
const offlineEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'warn' };

/** Whether anything answers HTTP at `url`. */
const answers = (url) =>
  fetch(`${url}/`).then(
    () => true,
    () => false,
  );

/**
 * Starts `wrangler pages dev` on `rootDir` and resolves once it answers. A site other than ours (a stock build) is
 * served from its own folder, where it finds no functions of ours: pass `cwd` for it.
 */
export async function startPagesDev({ rootDir, port, cwd = process.cwd(), startTimeoutMs = 60_000 }) {
  const url = `http://127.0.0.1:${port}`;
  // Whatever already answers there would be measured in its place: another checkout's server, say.
  if (await answers(url)) {
    throw new Error(`Port ${port} is taken: stop what serves it, or choose another port (E2E_PORT for the tests).`);
  }
  const log = path.join(tmpdir(), `pages-dev-${port}.log`);
  const logFd = openSync(log, 'w');
  const args = ['pages', 'dev', path.resolve(rootDir), '--port', String(port), '--ip', '127.0.0.1'];
  // Its own process group, so that stopping it also stops the workerd process it starts.
  const child = spawn(wranglerBin, args, { cwd, env: offlineEnv, detached: true, stdio: ['ignore', logFd, logFd] });
  closeSync(logFd);
  child.unref();
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      break;
    }
    if (await answers(url)) {
      return { url, pid: child.pid, stop: () => stopPagesDev(child.pid) };
    }
    await delay(250);
  }
  stopPagesDev(child.pid);
  throw new Error(`wrangler pages dev did not start on port ${port}:\n${readFileSync(log, 'utf8')}`);
}

/** Stops a server `startPagesDev` started, with the processes it started; a server already gone is no error. */
export function stopPagesDev(pid) {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch (error) {
    if (error.code !== 'ESRCH') {
      throw error;
    }
  }
}
