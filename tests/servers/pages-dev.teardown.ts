// Stops the server pages-dev.setup.ts started, once every project that depends on it has finished.
import { readFileSync, rmSync } from 'node:fs';
import { test as teardown } from '@playwright/test';

import { stopPagesDev } from '../../scripts/pages-dev.mjs';
import { serverOf, serverPidFile } from './server';

teardown('stop the host runtime', async () => {
  const pidFile = serverPidFile(serverOf(teardown.info().project).port);
  stopPagesDev(Number(readFileSync(pidFile, 'utf8')));
  rmSync(pidFile);
});
