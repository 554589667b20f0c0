#!/usr/bin/env node
/**
 * Main-thread CPU of a first page load, one build against another (issue 31): a before/after pair
 * that a shared machine's load cannot tilt, since the two builds' loads alternate (base, new, then
 * new, base…) and each figure is the median of its runs.
 *
 * For each page and run: a fresh browser context of headless Chromium (flags of
 * tests/e2e/browser.mjs) at phone size (412 × 823, or --width) loads the page without throttling
 * until `load` + 2.5 s, under a trace. Read from the page's main thread (CPU time, `tdur`, never
 * the clock): all its tasks' CPU; the CPU of its JavaScript (script evaluation, function calls,
 * timers, microtasks, events, animation frames, outermost only); and what the CPU of the tasks
 * after first contentful paint gives at the bench's 4× slowdown, Σ max(0, 4 × CPU − 50 ms) (the
 * bench's "TBT from CPU time"), with the tasks over 12.5 ms of CPU (50 ms at 4×) listed.
 *
 * Usage: node scripts/compare-main-thread.mjs --base DIR [--dir build] [--pages /,/concepts/]
 *          [--runs 5] [--width 412]
 */
import {parseArgs} from 'node:util';
import {chromium} from 'playwright-core';
import {chromiumArgs, findChromium, missingBrowserMessage} from '../tests/e2e/browser.mjs';
import {serveBuild} from './lib/serveBuild.mjs';

const {values: args} = parseArgs({
  options: {
    base: {type: 'string'},
    dir: {type: 'string', default: 'build'},
    pages: {type: 'string', default: '/,/concepts/,/configuration/output/'},
    runs: {type: 'string', default: '5'},
    width: {type: 'string', default: '412'},
  },
});
if (!args.base) {
  console.error('compare-main-thread: --base DIR (the build to compare with) is required');
  process.exit(1);
}
const executablePath = findChromium();
if (!executablePath) {
  console.error(missingBrowserMessage);
  process.exit(1);
}

/** Trace events counted as JavaScript when outermost. */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
]);
const LONG_TASK_CPU_MS = 12.5;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The figures of one load, from its trace. */
function measure(events) {
  const threadOf = (event) => `${event.pid}:${event.tid}`;
  const rendererMains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain').map(threadOf),
  );
  const tasksByThread = new Map();
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'RunTask' || !rendererMains.has(threadOf(event))) continue;
    const thread = threadOf(event);
    tasksByThread.set(thread, [...(tasksByThread.get(thread) ?? []), event]);
  }
  // The page's main thread is the renderer main thread that did the most tasks.
  const [thread, tasks] = [...tasksByThread].sort((a, b) => b[1].length - a[1].length)[0];
  const cpu = (event) => (event.tdur ?? 0) / 1000;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && threadOf(e) === thread)?.ts ?? 0;
  let scriptCpu = 0;
  let coveredUntil = 0;
  const scripts = events
    .filter((e) => e.ph === 'X' && threadOf(e) === thread && SCRIPT_EVENTS.has(e.name))
    .sort((a, b) => a.ts - b.ts);
  for (const event of scripts) {
    if (event.ts < coveredUntil) continue;
    scriptCpu += cpu(event);
    coveredUntil = event.ts + event.dur;
  }
  const afterPaint = tasks.filter((task) => task.ts >= fcp);
  return {
    cpu: tasks.reduce((sum, task) => sum + cpu(task), 0),
    script: scriptCpu,
    tbt: afterPaint.reduce((sum, task) => sum + Math.max(0, 4 * cpu(task) - 50), 0),
    long: afterPaint.filter((task) => cpu(task) > LONG_TASK_CPU_MS).map((task) => Math.round(cpu(task))),
  };
}

const builds = {base: await serveBuild(args.base), new: await serveBuild(args.dir)};
const browser = await chromium.launch({executablePath, headless: true, args: chromiumArgs});
const results = new Map();
try {
  for (let run = 0; run < Number(args.runs); run++) {
    for (const page of args.pages.split(',')) {
      for (const which of run % 2 ? ['new', 'base'] : ['base', 'new']) {
        const context = await browser.newContext({viewport: {width: Number(args.width), height: 823}});
        const tab = await context.newPage();
        await browser.startTracing(tab, {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'toplevel',
            'v8.execute',
            'loading',
          ],
        });
        await tab.goto(builds[which].origin + page, {waitUntil: 'load'});
        await tab.waitForTimeout(2500);
        const trace = JSON.parse((await browser.stopTracing()).toString());
        await context.close();
        const key = `${page} ${which}`;
        results.set(key, [...(results.get(key) ?? []), measure(trace.traceEvents)]);
      }
    }
    console.error(`run ${run + 1} of ${args.runs} done`);
  }
} finally {
  await browser.close();
  builds.base.stop();
  builds.new.stop();
}

console.log(
  `Main-thread CPU of a first load at ${args.width} px, unthrottled, median of ${args.runs} (base: ${args.base}, new: ${args.dir})`,
);
console.log(
  '| page | build | main thread CPU | JavaScript CPU | TBT from CPU time (4×) | tasks over 12.5 ms CPU, one run |',
);
console.log('| --- | --- | ---: | ---: | ---: | --- |');
for (const page of args.pages.split(',')) {
  for (const which of ['base', 'new']) {
    const runs = results.get(`${page} ${which}`);
    const at = (field) => Math.round(median(runs.map((r) => r[field])));
    const typical = runs.find((r) => Math.round(r.tbt) === at('tbt')) ?? runs[0];
    console.log(
      `| ${page} | ${which} | ${at('cpu')} ms | ${at('script')} ms | ${at('tbt')} ms | ${typical.long.join(', ')} |`,
    );
  }
}
