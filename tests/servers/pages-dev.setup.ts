// Serves a build with `wrangler pages dev` (scripts/pages-dev.mjs) for the projects that depend on this one, from the
// build folder and port in the project's metadata. A setup project rather than a `webServer` of the config: Playwright
// runs it only when a selected project depends on it, so `--project=logic` starts nothing and needs no build.
import { writeFileSync } from 'node:fs';
import { test as setup } from '@playwright/test';

import { startPagesDev } from '../../scripts/pages-dev.mjs';
import { serverOf, serverPidFile } from './server';

setup('serve the build on the host runtime', async () => {
  setup.setTimeout(90_000);
  const { rootDir, port } = serverOf(setup.info().project);
  const { pid } = await startPagesDev({ rootDir, port });
  writeFileSync(serverPidFile(port), String(pid));
});
