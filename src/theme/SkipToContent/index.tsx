import type { ReactNode } from 'react';
import SkipToContent from '@theme-original/SkipToContent';

// The theme focuses <main> through a temporary tabindex that it removes at once; Chromium then moves focus back to
// <body>, so assistive technology never lands on the content. Keep <main> focusable until focus leaves it.
// Upstream: no issue found in facebook/docusaurus (searched 2026-11-27); the nearest, #3917 "Skip to Content Link is
// woefully incorrect", was closed in 2021 by the change that made the skip link a link, and does not describe this.
function keepMainFocused(): void {
  const main = document.querySelector<HTMLElement>('main:first-of-type');
  if (!main) {
    return;
  }
  main.setAttribute('tabindex', '-1');
  main.focus();
  main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
}

export default function SkipToContentWrapper(): ReactNode {
  return (
    <div onClick={keepMainFocused} style={{ display: 'contents' }}>
      <SkipToContent />
    </div>
  );
}
