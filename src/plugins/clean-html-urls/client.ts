import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import { toCleanPath } from './toCleanPath';

// Runs when the client bundle is evaluated, before the router reads the location, so the first render already
// sees the clean path and no reload is needed.
if (ExecutionEnvironment.canUseDOM) {
  const { pathname, search, hash } = window.location;
  const cleanPath = toCleanPath(pathname);
  if (cleanPath !== pathname) {
    window.history.replaceState(window.history.state, '', `${cleanPath}${search}${hash}`);
  }
}
