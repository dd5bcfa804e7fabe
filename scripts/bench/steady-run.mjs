// One steady Lighthouse run in a worker thread, so that the gate can run two at once: Lighthouse keeps the state of a
// run in module-level variables, and each thread has its own copy of them. The steady figures (bytes, requests, layout
// shift, audits) do not depend on how busy the machine is, so two runs at once change none of them, and on the 2-core
// CI machine the gate took 100 s instead of 124.
import { parentPort, workerData } from 'node:worker_threads';

import { lighthouseRun, summarize } from './lighthouse.mjs';

const { url, buildDir } = workerData;
const lhr = await lighthouseRun(url, 'mobile', { mode: 'steady' });
parentPort.postMessage(summarize(lhr, buildDir));
