/**
 * The main-thread tasks that make up a Lighthouse run's TBT from CPU time, with what each did.
 * Lighthouse's trace holds every task (`RunTask`) with its clock (`dur`) and CPU (`tdur`) time,
 * and the events inside it (layout, style, script evaluation, a function call…) with theirs.
 */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: {name?: string; data?: {url?: string; functionName?: string}};
}

export interface BlockingTask {
  /** ms after first contentful paint. */
  start: number;
  /** ms of CPU, unthrottled. */
  cpu: number;
  /** What the 4× slowdown makes of it beyond 50 ms. */
  blocking: number;
  /** The largest kinds of work inside, ms of CPU: `Layout 38`, `EvaluateScript main.js 30`. */
  parts: [string, number][];
}

/** Work inside a task worth naming; nested events of these kinds are counted once, at the outermost. */
const KINDS = new Set([
  'Layout',
  'UpdateLayoutTree',
  'PrePaint',
  'Paint',
  'Layerize',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'MajorGC',
  'MinorGC',
]);

const basename = (url = '') => url.split(/[/?#]/).filter(Boolean).pop() ?? '';

function label(event: TraceEvent): string {
  const {url, functionName} = event.args?.data ?? {};
  if (event.name === 'EvaluateScript') return `EvaluateScript ${basename(url) || 'inline'}`;
  if (event.name === 'FunctionCall')
    return `FunctionCall ${basename(url) || 'inline'}${functionName ? ` ${functionName}` : ''}`;
  return event.name;
}

/**
 * The events of the page's main thread (Chromium's `CrRendererMain`) that have a CPU time, outer
 * events before the ones they hold: by start, then the longer first.
 */
export function mainThreadEvents(events: readonly TraceEvent[]): TraceEvent[] {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  return events
    .filter(
      (event) => event.ph === 'X' && event.tdur !== undefined && mainThreads.has(`${event.pid}:${event.tid}`),
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
}

/**
 * Σ max(0, 4 × CPU − 50 ms) over the main thread's tasks after `fcp` (trace µs), task by task;
 * `onMain` is `mainThreadEvents`' list.
 */
export function blockingTasks(onMain: readonly TraceEvent[], fcp: number): BlockingTask[] {
  const found: BlockingTask[] = [];
  // Tasks do not overlap, so one pass over the sorted events serves them all.
  let next = 0;
  for (const task of onMain) {
    if (task.name !== 'RunTask' || task.ts < fcp) continue;
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    let coveredUntil = -Infinity;
    while (next < onMain.length && onMain[next]!.ts < task.ts) next += 1;
    for (let i = next; i < onMain.length && onMain[i]!.ts <= end; i += 1) {
      const event = onMain[i]!;
      if (event === task || event.ts + (event.dur ?? 0) > end) continue;
      if (!KINDS.has(event.name) || event.ts < coveredUntil) continue;
      coveredUntil = event.ts + (event.dur ?? 0);
      parts.set(label(event), (parts.get(label(event)) ?? 0) + event.tdur! / 1000);
    }
    const cpu = task.tdur! / 1000;
    const blocking = Math.max(0, 4 * cpu - 50);
    if (blocking > 0) {
      found.push({
        start: (task.ts - fcp) / 1000,
        cpu,
        blocking,
        parts: [...parts].sort((a, b) => b[1] - a[1]).slice(0, 4),
      });
    }
  }
  return found;
}

/** `+83 ms: 23 ms CPU → 43 (Layout 11, ParseHTML 5)`. */
export function describeTask(task: BlockingTask): string {
  const parts = task.parts.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', ');
  return `+${Math.round(task.start)} ms: ${Math.round(task.cpu)} ms CPU → ${Math.round(task.blocking)}${parts ? ` (${parts})` : ''}`;
}
