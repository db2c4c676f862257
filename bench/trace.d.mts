// Types of trace.mjs, for bench/trace.test.ts.
export const TRACE_CATEGORIES: string[]

export interface TraceReading {
  /** Each `bench:<name>` span: wall and main-thread CPU ms. */
  spans: Record<string, { wall: number; cpu: number }>
  /** CPU ms of the main thread's outermost tasks over the whole trace. */
  mainThreadCpu: number
}

export function readTrace(events: object[]): TraceReading

export function traced(
  browser: unknown,
  page: unknown,
  fn: () => Promise<void>,
): Promise<TraceReading>
