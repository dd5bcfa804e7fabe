/**
 * Adds the web font's stylesheet from the browser's entry script. In the served HTML it would block rendering: the
 * first paint would wait for a connection to the font provider, four round trips (DNS, TCP, TLS, request) before
 * the first byte, 2.25 s at the 562.5 ms latency `npm run bench` applies. A stylesheet a script inserts never blocks
 * rendering; text shows in the fallback face until the font arrives, and stays in it when the provider is unreachable.
 * Not an observed figure: the benchmarks block external hosts, so a request to one fails at once.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import { webFont } from '../../siteFacts';

if (ExecutionEnvironment.canUseDOM) {
  const stylesheet = document.createElement('link');
  stylesheet.rel = 'stylesheet';
  stylesheet.href = webFont.stylesheetUrl;
  document.head.appendChild(stylesheet);
}
