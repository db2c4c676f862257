import { describe, expect, it } from 'vitest'
import { measureWagmi, WAGMI_BUDGET } from './wagmi.mjs'

const KB = 1024
type Measured = Awaited<ReturnType<typeof measureWagmi>>

/** Packages whose start-up share grew from wagmi-plain to wagmi, largest first, for messages. */
const grown = (m: Measured) =>
  [...m.wagmi.packages]
    .map(([name, row]) => [name, row.startup - (m.plain.packages.get(name)?.startup ?? 0)] as const)
    .filter(([, size]) => size > 512)
    .sort((a, b) => b[1] - a[1])
    .map(([name, size]) => `${name} ${(size / KB).toFixed(1)} KB`)
    .join(', ')

describe('the wagmi fixture (issue 17: Latchkey in a wagmi app stays small)', () => {
  let result: Measured

  it('builds the wagmi app with and without Latchkey, with its own budgets', async () => {
    expect(WAGMI_BUDGET).toEqual({ startupDiff: 43.6 * KB, lazyTotal: 400 * KB })
    result = await measureWagmi()
    // wagmi is in both: the baseline really is a wagmi app.
    expect(result.plain.packages.get('@wagmi/core')?.startup ?? 0).toBeGreaterThan(0)
    expect(result.wagmi.startup.gzip).toBeGreaterThan(result.plain.startup.gzip)
  })

  it('adds at most 43.6 KB gzipped of start-up JS to a wagmi app', () => {
    expect(
      result.startupDiff,
      `start-up difference ${(result.startupDiff / KB).toFixed(1)} KB gz; grown: ${grown(result)}`,
    ).toBeLessThanOrEqual(43.6 * KB)
  })

  it('keeps all lazy chunks within 400 KB gzipped', () => {
    expect(result.lazyTotal).toBeLessThanOrEqual(400 * KB)
  })

  it("loads the adapter's actions lazily: its start-up share stays under 4 KB", () => {
    const adapter = result.wagmi.packages.get('@latchkey/adapter-wagmi')
    expect(adapter?.lazy ?? 0).toBeGreaterThan(0)
    expect(adapter?.startup ?? 0).toBeLessThanOrEqual(4 * KB)
  })
})
