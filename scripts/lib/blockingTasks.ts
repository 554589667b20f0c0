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

/** Σ max(0, 4 × CPU − 50 ms) over the main thread's tasks after `fcp` (trace µs), task by task. */
export function blockingTasks(events: readonly TraceEvent[], fcp: number): BlockingTask[] {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  // Outer events before the ones they hold: by start, then the longer first.
  const onMain = events
    .filter(
      (event) => event.ph === 'X' && event.tdur !== undefined && mainThreads.has(`${event.pid}:${event.tid}`),
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ts >= fcp);
  return tasks
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const parts = new Map<string, number>();
      let coveredUntil = -Infinity;
      for (const event of onMain) {
        if (event === task || event.ts < task.ts || event.ts + (event.dur ?? 0) > end) continue;
        if (!KINDS.has(event.name) || event.ts < coveredUntil) continue;
        coveredUntil = event.ts + (event.dur ?? 0);
        parts.set(label(event), (parts.get(label(event)) ?? 0) + event.tdur! / 1000);
      }
      const cpu = task.tdur! / 1000;
      return {
        start: (task.ts - fcp) / 1000,
        cpu,
        blocking: Math.max(0, 4 * cpu - 50),
        parts: [...parts].sort((a, b) => b[1] - a[1]).slice(0, 4),
      };
    })
    .filter((task) => task.blocking > 0);
}

/** `+83 ms: 23 ms CPU → 43 (Layout 11, ParseHTML 5)`. */
export function describeTask(task: BlockingTask): string {
  const parts = task.parts.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', ');
  return `+${Math.round(task.start)} ms: ${Math.round(task.cpu)} ms CPU → ${Math.round(task.blocking)}${parts ? ` (${parts})` : ''}`;
}
