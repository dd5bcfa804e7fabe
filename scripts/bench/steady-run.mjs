// Steady Lighthouse runs in a worker thread, so that the gate can run two at once: Lighthouse keeps the state of a
// run in module-level variables, and each thread has its own copy of them. The steady figures (bytes, requests, layout
// shift, audits) do not depend on how busy the machine is, so two runs at once change none of them, and on the 2-core
// CI machine the gate took 100 s instead of 124. A thread runs the pages it is sent one after another, so Lighthouse
// is imported (1.4 s) once per thread rather than once per page: in two runs each, the gate took 90 and 100 s
// instead of 109 and 128, with the same figures.
import { parentPort, workerData } from 'node:worker_threads';

import { lighthouseRun, summarize } from './lighthouse.mjs';

const { buildDir } = workerData;
parentPort.on('message', async (url) => {
  const lhr = await lighthouseRun(url, 'mobile', { mode: 'steady' });
  parentPort.postMessage(summarize(lhr, buildDir));
});
