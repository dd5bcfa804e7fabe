// `npm run bench:mcp`: the CPU time the MCP endpoint (functions/mcp.ts) spends on a call, on the host's runtime, set
// against the 10 ms a request may use on Cloudflare's free plan. Not part of `npm test`. Linux only. See README.md.
//
// Method: `wrangler pages dev` serves the build, and the kernel's count of the CPU time the server's workerd processes
// ran (`/proc/<pid>/task/<tid>/schedstat`) is read before and after each call. CPU time rather than elapsed time, so
// other work on the machine does not inflate it. What the local server spends on a request apart from our code (its
// proxy, HTTP, routing) is the mean of the same count over requests for a static file that no function sees, and is
// subtracted. Each round starts a fresh server: its first MCP call loads the MCP SDK, its first search of each docs
// version is cold (the index fetched, the engine built), and the later ones are warm (the engine reused), each the
// mean of several calls. The worker's startup, which Cloudflare limits apart (1 s), happens before the first call and
// is in no figure.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { startPagesDev } from '../pages-dev.mjs';
import { benchPorts, buildDir as defaultBuildDir } from '../site-under-test.mjs';
import { formatTable, loadAverageSampler, withSpread } from './report.mjs';

const { values: options } = parseArgs({
  options: {
    'build-dir': { type: 'string', default: defaultBuildDir },
    rounds: { type: 'string', default: '3' },
    repeats: { type: 'string', default: '20' },
  },
});
const repeats = Number(options.repeats);
const freePlanCpuMs = 10;
// A file `_routes.json` keeps from the functions: what serving costs without them.
const staticFile = '/img/logo.svg';
const warmQueries = ['addDocument', 'helm chart values', 'apply set prune', 'kubernetesDistribution'];
// The most work a search may ask for: as many one-letter words as the endpoint takes, each matched by prefix.
const heaviestQuery = 'a b c d e f g h';

/** The processes of a process group, from /proc. */
function processGroup(groupId) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The fields after the command name, which closes with the last ')': state, parent, group, …
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === groupId;
      } catch {
        return false;
      }
    });
}

/** Nanoseconds the workerd processes of the server have run on a CPU, over all their threads. */
function workerdCpuNs(pids) {
  return pids.reduce((total, pid) => {
    const threads = readdirSync(`/proc/${pid}/task`);
    return threads.reduce((sum, tid) => {
      try {
        return sum + Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        return sum; // a thread that ended between the listing and the read
      }
    }, total);
  }, 0);
}

async function round(buildDir, figures) {
  const server = await startPagesDev({ rootDir: buildDir, port: benchPorts.mcp });
  const workerd = processGroup(server.pid).filter(
    (pid) => readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'workerd',
  );
  const post = (method, params) =>
    fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    }).then(async (response) => {
      const answer = await response.json();
      if (answer.error || answer.result?.isError) {
        throw new Error(`${method} failed: ${JSON.stringify(answer)}`);
      }
    });
  /** The mean CPU milliseconds of `times` runs of `request`. */
  const cpuMs = async (request, times) => {
    const before = workerdCpuNs(workerd);
    for (let index = 0; index < times; index++) {
      await request();
    }
    return (workerdCpuNs(workerd) - before) / 1e6 / times;
  };
  const search = (query, version) => () => post('tools/call', { name: 'search_docs', arguments: { query, version } });
  const initialize = () =>
    post('initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'bench', version: '1' },
    });
  try {
    const serving = await cpuMs(
      () => fetch(`${server.url}${staticFile}`).then((response) => response.arrayBuffer()),
      repeats,
    );
    const record = (label, value) => (figures[label] ??= []).push(Math.max(0, value - serving));
    (figures[`serving ${staticFile} (subtracted)`] ??= []).push(serving);
    record('initialize, first call (loads the SDK)', await cpuMs(initialize, 1));
    record('initialize', await cpuMs(initialize, repeats));
    record('search_docs 0.2, cold', await cpuMs(search('addDocument', '0.2'), 1));
    record('search_docs current, cold', await cpuMs(search('addDocument', 'current'), 1));
    record('tools/list', await cpuMs(() => post('tools/list', {}), repeats));
    for (const query of warmQueries) {
      record(`search_docs 0.2, warm, "${query}"`, await cpuMs(search(query, '0.2'), repeats));
    }
    record(`search_docs 0.2, warm, "${heaviestQuery}"`, await cpuMs(search(heaviestQuery, '0.2'), repeats));
    const page = { name: 'get_page', arguments: { url: '/docs/0.2/api/classes/Builder/' } };
    record('get_page, a 0.2 API page', await cpuMs(() => post('tools/call', page), repeats));
  } finally {
    server.stop();
  }
}

const buildDir = path.resolve(options['build-dir']);
const load = loadAverageSampler();
const figures = {};
for (let index = 0; index < Number(options.rounds); index++) {
  load.sample();
  await round(buildDir, figures);
}
load.sample();

console.log(`CPU time per call of /mcp, ms: median (min–max) over ${options.rounds} rounds, warm calls ${repeats}×\n`);
console.log(
  formatTable(Object.entries(figures), [
    { label: 'call', value: ([label]) => label },
    { label: 'CPU ms', value: ([, values]) => withSpread(values, 1) },
    {
      label: `rounds within ${freePlanCpuMs} ms`,
      value: ([label, values]) =>
        label.includes('subtracted')
          ? ''
          : `${values.filter((value) => value <= freePlanCpuMs).length}/${values.length}`,
    },
  ]),
);
console.log(`\nLoad average: ${load.summary()}`);
