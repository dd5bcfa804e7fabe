/**
 * A long page lays out its article blocks below the fold only as they near the screen (./offscreenBlocks.css), so the
 * task that styles, lays out and paints its first frame covers what is on screen, not the whole article. Observed
 * mobile, median of 5 (`npm run bench -- --vs-same-pages`, against the same site without it), LCP with / without:
 * 0.2 Builder 992 / 1,087 ms, 0.2 Getting Started 970 / 1,016, Next Builder 993 / 1,026; TBT within its spread (the
 * six page types measured: 0.98× as a geometric mean, 0.87-1.24× round by round). CSS and this module only.
 *
 * The blocks a link lands among are laid out only once the browser has scrolled there, and their stand-in heights
 * are not their own: on a desktop screen the paragraphs above an API member's heading came out shorter, and the
 * heading a reader had followed ended up 500px above the top of the screen. For a moment after a link, until the
 * reader scrolls or presses a key, this module brings the element the address names back to where the link put it
 * each time blocks are laid out.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';

import './offscreenBlocks.css';

/** What a reader does to scroll on their own, after which the page stops moving the linked element. */
const readerScrollEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * How long after a link the page keeps its element in place. Dragging the scroll bar fires none of the events above,
 * so the page must stop on its own; the blocks around the element are laid out in the first frames after the link.
 */
const followMs = 2000;

let linkedElement: Element | null = null;
let followUntil = 0;

function followLinkedElement(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  linkedElement = id ? document.getElementById(id) : null;
  followUntil = performance.now() + followMs;
}

function keepLinkedElementInPlace(): void {
  if (linkedElement && performance.now() < followUntil) {
    linkedElement.scrollIntoView();
  }
}

if (ExecutionEnvironment.canUseDOM) {
  followLinkedElement();
  window.addEventListener('hashchange', followLinkedElement);
  for (const type of readerScrollEvents) {
    window.addEventListener(type, () => (linkedElement = null), { capture: true, passive: true });
  }
  // Fired on a block as it starts or stops being skipped, before the frame that shows it: scrolling lays the page out
  // as it is now, so the element is back in its place in that same frame, and the reader never sees it elsewhere.
  document.addEventListener('contentvisibilityautostatechange', keepLinkedElementInPlace, { capture: true });
}

const offscreenBlocks: ClientModule = {
  // A link to a heading of another page, such as a search result, lands there through the router.
  onRouteDidUpdate: followLinkedElement,
};

export default offscreenBlocks;
