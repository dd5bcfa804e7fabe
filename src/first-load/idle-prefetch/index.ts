import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** Link prefetching in idle time, one route at a time (./client.ts). */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
