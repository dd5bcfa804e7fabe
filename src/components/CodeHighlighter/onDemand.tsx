import { lazy } from 'react';

/**
 * The highlighter as the browser gets it: a separate chunk, fetched the first time a code block renders after a
 * client-side navigation. The server build swaps this module for the highlighter itself (src/first-load/lazy-prism), so
 * pages are rendered highlighted in one pass, without a Suspense boundary that React would stream apart.
 */
export default lazy(() => import('.'));
