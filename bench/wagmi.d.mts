// Types of wagmi.mjs, for bench/wagmi.test.ts.
import type { BuildMeasurement } from './measure-bundle.mjs'

export const WAGMI_BUDGET: { startupDiff: number; lazyTotal: number }

export function measureWagmi(): Promise<{
  plain: BuildMeasurement
  wagmi: BuildMeasurement
  startupDiff: number
  lazyTotal: number
}>
