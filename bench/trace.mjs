// Main-thread CPU time from a Chromium trace (issue 13): a loaded machine disturbs it less than
// wall time, because time the thread waits for a core is not counted. A fixture marks a span with
// `performance.mark('bench:<name>:start')` and `performance.mark('bench:<name>:end')`; the trace
// records each mark with its wall time (`ts`) and the main thread's CPU clock (`tts`), both in µs,
// so a span's CPU time is the difference of the two marks' `tts`.

/** Trace categories: the user-timing marks (with thread time) and the main thread's tasks. */
export const TRACE_CATEGORIES = [
  '__metadata',
  'blink.user_timing',
  'disabled-by-default-devtools.timeline',
  'toplevel',
]

const MARK = /^bench:(.+):(start|end)$/

/**
 * Reads a trace's `traceEvents`: each `bench:<name>` span's wall and CPU ms (the first start and
 * end mark of that name), and the main thread's CPU ms over the whole trace (the sum of `tdur` of
 * its outermost tasks). The main thread is the one that recorded the marks.
 */
export function readTrace(events) {
  const marks = new Map()
  let thread
  for (const e of events) {
    const match = MARK.exec(e.name ?? '')
    if (!match || e.tts === undefined) continue
    thread ??= `${e.pid}/${e.tid}`
    const span = marks.get(match[1]) ?? {}
    span[match[2]] ??= e
    marks.set(match[1], span)
  }
  const spans = {}
  for (const [name, { start, end }] of marks)
    if (start && end)
      spans[name] = { wall: (end.ts - start.ts) / 1000, cpu: (end.tts - start.tts) / 1000 }
  return { spans, mainThreadCpu: thread ? threadCpu(events, thread) : Number.NaN }
}

/** CPU ms of one thread's tasks, counting a task nested in another once (its outermost one). */
function threadCpu(events, thread) {
  const tasks = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
        e.tdur !== undefined &&
        `${e.pid}/${e.tid}` === thread,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  let total = 0
  let until = Number.NEGATIVE_INFINITY
  for (const task of tasks) {
    if (task.ts < until) continue
    total += task.tdur
    until = task.ts + task.dur
  }
  return total / 1000
}

/** Runs `fn` with a trace of `page` (Chromium's tracing through playwright) and reads it. */
export async function traced(browser, page, fn) {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES })
  let buffer
  try {
    await fn()
  } finally {
    buffer = await browser.stopTracing()
  }
  return readTrace(JSON.parse(buffer.toString('utf8')).traceEvents)
}
