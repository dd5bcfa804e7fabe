// The loader at the end of every built page, which starts the entry scripts and the web font once the page is on
// screen: the function src/first-load/page-loader defines, and the template's call to it with the page's entry scripts
// (src/first-load/page-loader/template.ts). Both run in a stand-in browser whose frames, timers and paint reports the
// test hands out.
import { runInNewContext } from 'node:vm';
import { expect, test } from '@playwright/test';

import { entryScriptsLoader } from '../../src/first-load/page-loader/template';
import { builtPage } from '../fixtures/built';

type Element = { tagName: string; src?: string; href?: string; media?: string; onload?: () => void };

const $ = builtPage('/');
const inlineScripts = $('script:not([src])')
  .toArray()
  .map((script) => $(script).text());
// The HTML minifier may join the two scripts into one, so the loader is whatever inline script text holds either.
const loader = inlineScripts
  .filter((text) => text.includes('first-contentful-paint') || text.includes(`${entryScriptsLoader}([`))
  .join('\n');
const entryScripts = loader.match(/\/assets\/js\/[^"]+\.js/g) ?? [];

/** Runs the built loader in a browser that reports paints only when `paint` is on, with the page `visibility`. */
function startPage({ paint, visibility }: { paint: boolean; visibility: 'visible' | 'hidden' }) {
  const requested: Element[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  type ObserverRecord = { callback: (list: unknown, observer: unknown) => void; connected: boolean };
  const observers: ObserverRecord[] = [];
  class StandInObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly record: ObserverRecord;
    constructor(callback: ObserverRecord['callback']) {
      this.record = { callback, connected: false };
      observers.push(this.record);
    }
    observe(options: { type: string }) {
      this.record.connected = options.type === 'paint';
    }
    disconnect() {
      this.record.connected = false;
    }
  }
  const append = (element: Element) => void requested.push(element);
  runInNewContext(loader, {
    window: paint ? { PerformanceObserver: StandInObserver } : {},
    document: {
      visibilityState: visibility,
      createElement: (tagName: string): Element => ({ tagName }),
      head: { appendChild: append },
      body: { appendChild: append },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay = 0) => timers.push({ callback, delay }),
  });
  return {
    requested: () => requested.map((element) => element.src ?? element.href),
    stylesheet: () => requested.find((element) => element.tagName === 'link')!,
    paintFrame: () => frames.splice(0).forEach((callback) => callback()),
    /** Runs the timers due within `upTo` ms, including those they set; later ones stay pending. */
    runTimers: (upTo: number) => {
      for (let due = timers.findIndex((timer) => timer.delay <= upTo); due >= 0;) {
        timers.splice(due, 1)[0].callback();
        due = timers.findIndex((timer) => timer.delay <= upTo);
      }
    },
    reportPaint: (name: string) => {
      for (const observer of observers.filter((entry) => entry.connected)) {
        const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name, startTime: 1 }] : []) };
        observer.callback(list, { disconnect: () => (observer.connected = false) });
      }
    },
  };
}

test('the loader is in the built page with the entry scripts and the web font', () => {
  expect(loader).toContain('https://fonts.googleapis.com/css2?family=Sora');
  // Defined before it is called, with the page's entry scripts.
  expect(loader.indexOf(`function ${entryScriptsLoader}(`)).toBeGreaterThanOrEqual(0);
  expect(loader.indexOf(`${entryScriptsLoader}([`)).toBeGreaterThan(loader.indexOf(`function ${entryScriptsLoader}(`));
  expect(entryScripts.length).toBeGreaterThan(0);
});

test('nothing loads before the browser reports the first contentful paint, then scripts before the font', () => {
  const page = startPage({ paint: true, visibility: 'visible' });
  page.paintFrame();
  page.runTimers(0);
  page.reportPaint('first-paint');
  expect(page.requested()).toEqual([]);

  page.reportPaint('first-contentful-paint');
  expect(page.requested()).toEqual([...entryScripts, expect.stringContaining('https://fonts.googleapis.com/')]);
  // Print media keeps the font's stylesheet at the lowest priority until it has arrived.
  expect(page.stylesheet().media).toBe('print');
  page.stylesheet().onload!();
  expect(page.stylesheet().media).toBe('all');

  page.runTimers(2000);
  expect(page.requested()).toHaveLength(entryScripts.length + 1);
});

test('without a paint report everything still loads, two seconds after the next frame', () => {
  const page = startPage({ paint: true, visibility: 'visible' });
  page.paintFrame();
  page.runTimers(1999);
  expect(page.requested()).toEqual([]);
  page.runTimers(2000);
  expect(page.requested()).toHaveLength(entryScripts.length + 1);
});

for (const [label, options] of [
  ['a browser without Paint Timing', { paint: false, visibility: 'visible' }],
  ['a page loaded in a background tab', { paint: true, visibility: 'hidden' }],
] as const) {
  test(`${label} loads everything right after the next frame`, () => {
    const page = startPage(options);
    page.runTimers(0);
    expect(page.requested()).toEqual([]);
    page.paintFrame();
    page.runTimers(0);
    expect(page.requested()).toHaveLength(entryScripts.length + 1);
  });
}
