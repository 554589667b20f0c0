import {blockingTasks, describeTask, mainThreadEvents, type TraceEvent} from './blockingTasks';

const main = {pid: 1, tid: 7};
const other = {pid: 1, tid: 9};
const thread = (ids: {pid: number; tid: number}, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  ...ids,
  args: {name},
});
const event = (name: string, ts: number, ms: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur: ms * 1000,
  tdur: ms * 1000,
  ...main,
  ...extra,
});

const FCP = 1_000_000;
const events: TraceEvent[] = [
  thread(main, 'CrRendererMain'),
  thread(other, 'Compositor'),
  // Before the first paint: not counted.
  event('RunTask', 500_000, 80),
  // After it: 30 ms of CPU is 4 × 30 − 50 = 70 ms blocking; a script and the function it calls.
  event('FunctionCall', FCP + 12_000, 5, {
    args: {data: {url: 'http://x/assets/js/main.1a2b.js', functionName: 'hydrate'}},
  }),
  event('RunTask', FCP + 10_000, 30),
  event('EvaluateScript', FCP + 11_000, 20, {args: {data: {url: 'http://x/assets/js/main.1a2b.js'}}}),
  event('Layout', FCP + 32_000, 6),
  // 12 ms: under 12.5 ms of CPU nothing blocks.
  event('RunTask', FCP + 100_000, 12),
  // Another thread's task is not the page's.
  event('RunTask', FCP + 200_000, 90, other),
];

test("counts only the main thread's tasks after the first paint, by CPU, and names the work inside once", () => {
  const tasks = blockingTasks(mainThreadEvents(events), FCP);
  expect(tasks).toEqual([
    {
      start: 10,
      cpu: 30,
      blocking: 70,
      parts: [
        ['EvaluateScript main.1a2b.js', 20],
        ['Layout', 6],
      ],
    },
  ]);
  expect(describeTask(tasks[0]!)).toBe('+10 ms: 30 ms CPU → 70 (EvaluateScript main.1a2b.js 20, Layout 6)');
});

test('reads CPU time, not the clock: a task the machine held up blocks only for what it ran', () => {
  const slow = event('RunTask', FCP + 10_000, 30);
  slow.dur = 90_000;
  expect(blockingTasks(mainThreadEvents([thread(main, 'CrRendererMain'), slow]), FCP)[0]!.blocking).toBe(70);
});
