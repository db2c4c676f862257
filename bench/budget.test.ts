import { describe, expect, it } from 'vitest'
import { BUDGET, type BundleMeasurement, measureBundles } from './measure-bundle.mjs'

const KB = 1024
const top = (m: BundleMeasurement, key: 'startup' | 'lazy') =>
  [...m.appkit.packages]
    .map(
      ([name, row]) =>
        [
          name,
          row[key] - (key === 'startup' ? (m.plain.packages.get(name)?.startup ?? 0) : 0),
        ] as const,
    )
    .filter(([, size]) => size > 512)
    .sort((a, b) => b[1] - a[1])
    .map(([name, size]) => `${name} ${(size / KB).toFixed(1)} KB`)
    .join(', ')

describe('bundle budget (issue 8)', () => {
  let result: BundleMeasurement

  it('builds both fixtures', async () => {
    result = await measureBundles()
    expect(result.plain.startup.gzip).toBeGreaterThan(0)
    expect(result.appkit.startup.gzip).toBeGreaterThan(result.plain.startup.gzip)
  })

  it('adds at most 50 KB gzipped of start-up JS to a React app', () => {
    expect(
      result.startupDiff,
      `start-up difference ${(result.startupDiff / KB).toFixed(1)} KB gz; by package: ${top(result, 'startup')}`,
    ).toBeLessThanOrEqual(BUDGET.startupDiff)
  })

  it('keeps all lazy chunks within 400 KB gzipped', () => {
    expect(
      result.lazyTotal,
      `lazy total ${(result.lazyTotal / KB).toFixed(1)} KB gz; by package: ${top(result, 'lazy')}`,
    ).toBeLessThanOrEqual(BUDGET.lazyTotal)
  })
})
