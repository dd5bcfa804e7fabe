/**
 * Adds the brand face's stylesheet once the entry scripts run, instead of linking it from the head. A stylesheet in
 * the head holds the first paint until it arrives, and this one is on another origin: under Lighthouse's applied
 * mobile throttling (562 ms round trips) its connection and download would add about 2 s to FCP and LCP for every
 * reader who reaches the font provider. The text paints at once in the metric-matched fallback face
 * (src/css/custom.css), so the swap moves nothing (CLS 0, checked by `npm run test:budgets`).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import { webFont } from '../siteFacts';

if (ExecutionEnvironment.canUseDOM) {
  const stylesheet = document.createElement('link');
  stylesheet.rel = 'stylesheet';
  stylesheet.href = webFont.stylesheetUrl;
  document.head.append(stylesheet);
}
