// Types of multichain.mjs, for bench/multichain.test.ts.
import type { BuildMeasurement, SizeRow } from './measure-bundle.mjs'

export function measureMultichain(): Promise<
  Record<'plain' | 'appkit' | 'multichain', BuildMeasurement>
>
export function packageSize(build: BuildMeasurement, name: string): SizeRow
export const SOLANA_PACKAGES: readonly string[]
export const BITCOIN_PACKAGES: readonly string[]
export const MULTICHAIN_BUDGET: { startupDiff: number; lazyTotal: number }
