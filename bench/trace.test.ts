import { describe, expect, it } from 'vitest'
import { readTrace } from './trace.mjs'

// A trace as Chromium writes it: µs, `ts` the wall clock, `tts` the thread's CPU clock.
const main = { pid: 7, tid: 7 }
const mark = (name: string, ts: number, tts: number) => ({
  ...main,
  name,
  cat: 'blink.user_timing',
  ph: 'I',
  ts,
  tts,
})
const task = (name: string, ts: number, dur: number, tdur: number, where = main) => ({
  ...where,
  name,
  ph: 'X',
  ts,
  dur,
  tdur,
})

describe('readTrace (main-thread CPU from a Chromium trace, issue 13)', () => {
  it("gives each marked span its wall time and the main thread's CPU time", () => {
    const { spans } = readTrace([
      mark('bench:setup:start', 1_000, 500),
      mark('bench:create:start', 1_200, 650),
      mark('bench:create:end', 4_200, 2_150),
      mark('bench:setup:end', 5_000, 2_600),
      mark('bench:open:start', 9_000, 3_000),
    ])
    expect(spans).toEqual({
      setup: { wall: 4, cpu: 2.1 },
      create: { wall: 3, cpu: 1.5 },
    })
  })

  it("sums the main thread's outermost tasks once, leaving other threads out", () => {
    const { mainThreadCpu } = readTrace([
      mark('bench:render:start', 0, 0),
      task('ThreadControllerImpl::RunTask', 100, 1_000, 800),
      task('RunTask', 150, 900, 790),
      task('RunTask', 2_000, 500, 300),
      task('RunTask', 2_000, 500, 400, { pid: 7, tid: 9 }),
      task('FunctionCall', 3_000, 500, 450),
    ])
    expect(mainThreadCpu).toBe(1.1)
  })

  it('reports no span without thread time and no CPU without marks', () => {
    const reading = readTrace([{ ...main, name: 'bench:setup:start', ph: 'I', ts: 1 }])
    expect(reading.spans).toEqual({})
    expect(reading.mainThreadCpu).toBeNaN()
  })
})
