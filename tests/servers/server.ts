import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullProject } from '@playwright/test';

/** The build and port a serving project carries in its metadata (playwright.config.ts). */
export type ServedBuild = { rootDir: string; port: number };

export function serverOf(project: FullProject): ServedBuild {
  return project.metadata as ServedBuild;
}

/** Where the setup leaves the server's process ID for the teardown, which runs in another worker. */
export const serverPidFile = (port: number) => path.join(tmpdir(), `anemos-docs-pages-dev-${port}.pid`);
