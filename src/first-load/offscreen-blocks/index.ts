/**
 * The first frame of a long page skips the article blocks and the footer below the fold (`offscreenBlocks.css`), and
 * this module lays them out after `load`, a few at a time. A skipped block stays out of the page's first style,
 * layout and paint task, which the first paint waits for; the 0.2 Builder reference spends 463 ms in that task at 4×
 * slower CPU. Observed mobile, median of 5 (`npm run bench -- --vs-same-pages`), with / without: LCP on the 0.2
 * Builder page 1,413 / 1,775 ms, the Next one 1,373 / 1,559, the post 1,355 / 1,450. TBT held on the Builder pages
 * (433 / 434, 320 / 376) and rose on the post (293 / 183): each slice is followed by a frame that paints it.
 *
 * Skipping is only for the first load. A skipped block is hidden from axe, which misreads it
 * (https://github.com/dequelabs/axe-core/issues/2768), and clips what overflows it, such as a term's tooltip; so every
 * block is laid out within about a second of `load`, and a page reached inside the site renders whole.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';

import './offscreenBlocks.css';

/** Set on a block once it is laid out, and on `<html>` once every block is, which switches skipping off. */
const blockShownAttribute = 'data-shown';
const allShownAttribute = 'data-blocks-shown';

/**
 * Each slice stops laying out blocks after this long. A task over 50 ms counts toward Total Blocking Time and delays
 * a reader's tap; a block's layout is timed with it, so one slice overruns the budget by a single block at most.
 */
const sliceBudgetMs = 25;

function showAllBlocks(): void {
  document.documentElement.setAttribute(allShownAttribute, '');
}

/** Reads the block's height, so the browser lays it out now, inside the slice that timed it. */
function layOut(block: HTMLElement): number {
  return block.offsetHeight;
}

/** The element the address's fragment names, which a reader who followed a link to it expects to stay in view. */
function linkedElement(): HTMLElement | null {
  return window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
}

function showBlocksInSlices(blocks: HTMLElement[]): void {
  let next = 0;
  const showSlice = () => {
    if (document.documentElement.hasAttribute(allShownAttribute)) {
      return;
    }
    // The browser's scroll anchoring keeps some element in view steady, not necessarily the linked one.
    const linked = linkedElement();
    const linkedTop = linked?.getBoundingClientRect().top;
    const sliceStart = performance.now();
    while (next < blocks.length && performance.now() - sliceStart < sliceBudgetMs) {
      const block = blocks[next++];
      block.setAttribute(blockShownAttribute, '');
      layOut(block);
    }
    if (linked && linkedTop !== undefined) {
      window.scrollBy(0, linked.getBoundingClientRect().top - linkedTop);
    }
    if (next < blocks.length) {
      setTimeout(showSlice);
    } else {
      showAllBlocks();
    }
  };
  showSlice();
}

if (ExecutionEnvironment.canUseDOM) {
  const start = () =>
    setTimeout(() => showBlocksInSlices([...document.querySelectorAll<HTMLElement>('.markdown > *, .footer')]));
  if (document.readyState === 'complete') {
    start();
  } else {
    window.addEventListener('load', start, { once: true });
  }
}

const offscreenBlocks: ClientModule = {
  // A page reached by a link inside the site renders whole: its blocks are not in the list being laid out.
  onRouteDidUpdate({ location, previousLocation }) {
    if (previousLocation && previousLocation.pathname !== location.pathname) {
      showAllBlocks();
    }
  },
};

export default offscreenBlocks;
