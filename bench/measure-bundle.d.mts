// Types of measure-bundle.mjs, for bench/budget.test.ts.

export interface Size {
  gzip: number
  raw: number
}

export interface SizeRow {
  startup: number
  lazy: number
  startupRaw: number
  lazyRaw: number
}

export interface BuildMeasurement {
  files: { file: string; kind: 'startup' | 'lazy'; raw: number; gzip: number }[]
  packages: Map<string, SizeRow>
  modules: Map<string, SizeRow>
  startup: Size
  lazy: Size
}

export interface BundleMeasurement {
  plain: BuildMeasurement
  appkit: BuildMeasurement
  startupDiff: number
  lazyTotal: number
  budget: typeof BUDGET
  withinBudget: boolean
}

export const BENCH_DIR: string
export const FIXTURES: readonly ['plain', 'appkit']
export const BUDGET: { readonly startupDiff: number; readonly lazyTotal: number }
export function gzipSize(code: string): number
export function fixtureDir(name: string): string
export function buildFixture(
  name: string,
): Promise<{ root: string; outDir: string; chunks: unknown[] }>
export function packageOf(path: string): string
export function moduleLabel(path: string): string
export function measureBuild(build: { outDir: string; chunks: unknown[] }): BuildMeasurement
export function measureBundles(): Promise<BundleMeasurement>
