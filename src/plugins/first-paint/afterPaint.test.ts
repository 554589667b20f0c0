/** @jest-environment jsdom */
import crypto from 'node:crypto';
import {
  AFTER_PAINT_LOADER,
  afterPaintLoaderHash,
  headManifest,
  headScripts,
  loadAfterFirstPaint,
} from './afterPaint';
import {headStylesheets} from './critical';

/** A built page after its critical rules were inlined: Docusaurus's two deferred scripts still in <head>. */
const PAGE =
  '<!doctype html><html lang=en><head><meta charset=UTF-8><style>.a{color:red}</style>' +
  '<script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.2.js defer></script>' +
  '<link rel=manifest href=/manifest.json><script type=application/ld+json>{"@type":"WebSite"}</script></head>' +
  '<body><script>document.documentElement.setAttribute("data-theme","dark")</script><main><p>Text</p></main></body></html>';

describe('loadAfterFirstPaint', () => {
  const html = loadAfterFirstPaint(PAGE, ['/assets/css/styles.3.css']);

  it('takes the scripts and the manifest out of <head> and leaves every other byte where it was', () => {
    expect(headScripts(PAGE)).toHaveLength(2);
    expect(headScripts(html)).toEqual([]);
    expect(headManifest(html)).toBeUndefined();
    const end = html.indexOf('<noscript>');
    expect(html.slice(0, end) + html.slice(html.lastIndexOf('</body>'))).toBe(
      PAGE.replace(
        '<script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.2.js defer></script>' +
          '<link rel=manifest href=/manifest.json>',
        '',
      ),
    );
  });

  it('ends <body> with a stylesheet for readers without scripts and the loader, told what to load', () => {
    expect(html).toContain(
      '<noscript><link rel="stylesheet" href="/assets/css/styles.3.css"></noscript>' +
        '<script data-stylesheets="/assets/css/styles.3.css" data-scripts="/assets/js/runtime~main.1.js /assets/js/main.2.js" data-manifest="/manifest.json">' +
        `${AFTER_PAINT_LOADER}</script></body>`,
    );
    expect(headStylesheets(html)).toEqual([]);
  });

  it('gives the loader the CSP hash of its exact text', () => {
    const digest = crypto.createHash('sha256').update(AFTER_PAINT_LOADER, 'utf8').digest('base64');
    expect(afterPaintLoaderHash).toBe(`'sha256-${digest}'`);
  });

  it('leaves a page with nothing to load as it was, and refuses one without a </body>', () => {
    const bare = '<html><head></head><body><p>Text</p></body></html>';
    expect(loadAfterFirstPaint(bare, [])).toBe(bare);
    expect(() => loadAfterFirstPaint('<html><head></head>', [])).toThrow(/no <\/body>/);
  });
});

/** Runs the loader as the browser would at the end of <body>, with the frame and the timer in the test's hands. */
function runLoader({
  stylesheets,
  scripts,
  manifest,
  hidden = false,
  paintTiming = true,
}: {
  stylesheets: string[];
  scripts: string[];
  manifest?: string;
  hidden?: boolean;
  paintTiming?: boolean;
}) {
  document.head.innerHTML = '';
  document.body.innerHTML = '<main><p>Text</p></main>';
  const loader = document.createElement('script');
  loader.dataset.stylesheets = stylesheets.join(' ');
  loader.dataset.scripts = scripts.join(' ');
  if (manifest) loader.dataset.manifest = manifest;
  document.body.append(loader);
  const frames: (() => void)[] = [];
  const timers: {callback: () => void; delay: number}[] = [];
  type ObserverCallback = (list: {getEntriesByName(name: string): string[]}) => void;
  const observers: Record<string, ObserverCallback[]> = {paint: [], 'largest-contentful-paint': []};
  class PaintObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['resource'];
    constructor(private readonly callback: ObserverCallback) {}
    observe({type}: {type: string}) {
      observers[type]?.push(this.callback);
    }
  }
  const report = (type: string, entries: string[]) => {
    const list = {getEntriesByName: (name: string) => entries.filter((entry) => entry === name)};
    observers[type]!.forEach((callback) => callback(list));
  };
  const pageDocument = new Proxy(document, {
    get(target, key: keyof Document) {
      if (key === 'currentScript') return loader;
      if (key === 'hidden') return hidden;
      const value = target[key];
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'window', AFTER_PAINT_LOADER)(
    pageDocument,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay = 0) => timers.push({callback, delay}),
    {PerformanceObserver: PaintObserver},
  );
  const runTimers = (delay: number) =>
    timers
      .filter((timer) => timer.delay === delay)
      .forEach((timer) => {
        timers.splice(timers.indexOf(timer), 1);
        timer.callback();
      });
  const requested = () => ({
    preloads: Array.from(document.head.querySelectorAll('link[rel=preload]')).map((link) => [
      link.getAttribute('as'),
      link.getAttribute('href'),
    ]),
    manifest: document.head.querySelector('link[rel=manifest]')?.getAttribute('href'),
    stylesheets: Array.from(document.querySelectorAll('link[rel=stylesheet]')).map((link) =>
      link.getAttribute('href'),
    ),
    scripts: Array.from(document.body.querySelectorAll('script[src]')).map((script) => [
      script.getAttribute('src'),
      (script as HTMLScriptElement).async,
    ]),
  });
  return {
    loader,
    requested,
    /** `count` frames go by, each asking for the next. */
    frames(count = 3) {
      for (let i = 0; i < count; i++) frames.splice(0).forEach((callback) => callback());
      runTimers(0);
    },
    /** The first contentful paint reaches the screen, reported with `first-paint` before it. */
    contentfulPaint(entries = ['first-paint', 'first-contentful-paint']) {
      report('paint', entries);
      runTimers(0);
    },
    /** A larger paint reaches the screen (a long page's text, a frame after its top). */
    largestPaint() {
      report('largest-contentful-paint', ['']);
    },
    paint() {
      this.contentfulPaint();
      this.frames();
    },
    afterFiveSeconds: () => runTimers(5000),
  };
}

describe('the loader, in a page', () => {
  const scripts = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'];

  it('waits for the first contentful paint on screen and three frames without news of a paint', () => {
    const frameFirst = runLoader({stylesheets: ['/s.css'], scripts});
    frameFirst.frames();
    frameFirst.contentfulPaint(['first-paint']);
    frameFirst.frames();
    expect(frameFirst.requested().stylesheets).toEqual([]);
    frameFirst.contentfulPaint();
    frameFirst.frames(2);
    expect(frameFirst.requested().stylesheets).toEqual([]);
    frameFirst.frames(1);
    expect(frameFirst.requested().stylesheets).toEqual(['/s.css']);
  });

  it('starts counting the frames again when a larger paint reaches the screen', () => {
    const page = runLoader({stylesheets: ['/s.css'], scripts});
    page.contentfulPaint();
    page.frames(2);
    page.largestPaint();
    page.frames(2);
    expect(page.requested().stylesheets).toEqual([]);
    page.frames(1);
    expect(page.requested().stylesheets).toEqual(['/s.css']);
  });

  it('waits for the frames alone without paint timing, and for nothing after 5 s', () => {
    const noPaintTiming = runLoader({stylesheets: ['/s.css'], scripts, paintTiming: false});
    noPaintTiming.frames();
    expect(noPaintTiming.requested().stylesheets).toEqual(['/s.css']);
    const neverPainted = runLoader({stylesheets: ['/s.css'], scripts});
    neverPainted.afterFiveSeconds();
    expect(neverPainted.requested().stylesheets).toEqual(['/s.css']);
    // …and only once, whatever comes after.
    neverPainted.paint();
    expect(neverPainted.requested().stylesheets).toEqual(['/s.css']);
  });

  it('requests nothing before the paint', () => {
    const page = runLoader({stylesheets: ['/s.css'], scripts, manifest: '/manifest.json'});
    expect(page.requested()).toEqual({preloads: [], stylesheets: [], scripts: [], manifest: undefined});
    page.paint();
    expect(page.requested().stylesheets).toEqual(['/s.css']);
    expect(page.requested().manifest).toBe('/manifest.json');
  });

  it('then downloads the scripts beside the stylesheet and runs them in order once it has loaded', () => {
    const page = runLoader({stylesheets: ['/s.css'], scripts});
    page.paint();
    expect(page.requested()).toEqual({
      preloads: scripts.map((src) => ['script', src]),
      stylesheets: ['/s.css'],
      scripts: [],
      manifest: undefined,
    });
    // The stylesheet goes where the loader is: after the content, as the cascade had it.
    expect(page.loader.previousElementSibling?.getAttribute('href')).toBe('/s.css');
    document.querySelector('link[rel=stylesheet]')!.dispatchEvent(new Event('load'));
    expect(page.requested().scripts).toEqual(scripts.map((src) => [src, false]));
  });

  it('waits for every stylesheet, and a failed one counts as done', () => {
    const page = runLoader({stylesheets: ['/a.css', '/b.css'], scripts});
    page.paint();
    const [first, second] = Array.from(document.querySelectorAll('link[rel=stylesheet]'));
    first!.dispatchEvent(new Event('error'));
    expect(page.requested().scripts).toEqual([]);
    second!.dispatchEvent(new Event('load'));
    expect(page.requested().scripts).toHaveLength(2);
  });

  it('runs the scripts after the paint when there is no stylesheet', () => {
    const page = runLoader({stylesheets: [], scripts});
    expect(page.requested().scripts).toEqual([]);
    page.paint();
    expect(page.requested().scripts).toHaveLength(2);
  });

  it('does not wait for a paint that never comes in a background tab', () => {
    const page = runLoader({stylesheets: [], scripts, hidden: true});
    expect(page.requested().scripts).toHaveLength(2);
  });
});
