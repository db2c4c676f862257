import { describe, expect, it } from 'vitest'
import type { BuildMeasurement } from './measure-bundle.mjs'
import {
  BITCOIN_PACKAGES,
  MULTICHAIN_BUDGET,
  measureMultichain,
  packageSize,
} from './multichain.mjs'

const KB = 1024

describe('the multi-chain fixture (issues 14, 21: Solana and Bitcoin cost an EVM app nothing)', () => {
  let builds: Record<'plain' | 'appkit' | 'multichain', BuildMeasurement>

  it('builds plain, EVM-only and EVM + Solana + Bitcoin apps', async () => {
    builds = await measureMultichain()
    expect(builds.multichain.startup.gzip).toBeGreaterThan(builds.appkit.startup.gzip)
  })

  it('keeps its own budgets: 42 KB of start-up JS over a plain React app, 458 KB lazy (issues 13, 31, 33, 34, 35, 36, 37, 38)', () => {
    expect(MULTICHAIN_BUDGET).toEqual({ startupDiff: 42 * KB, lazyTotal: 458 * KB })
    const startupDiff = builds.multichain.startup.gzip - builds.plain.startup.gzip
    expect(
      startupDiff,
      `start-up difference ${(startupDiff / KB).toFixed(1)} KB gz`,
    ).toBeLessThanOrEqual(42 * KB)
    expect(builds.multichain.lazy.gzip).toBeLessThanOrEqual(458 * KB)
  })

  it('an EVM-only app carries nothing of Solana', () => {
    for (const name of ['@latchkey/adapter-solana', '@solana/web3.js', '@solana/spl-token']) {
      const size = packageSize(builds.appkit, name)
      expect(size.startup + size.lazy, name).toBe(0)
    }
  })

  it('an EVM-only app carries nothing of Bitcoin (issue 21)', () => {
    for (const name of BITCOIN_PACKAGES) {
      const size = packageSize(builds.appkit, name)
      expect(size.startup + size.lazy, name).toBe(0)
    }
  })

  it('with the Bitcoin adapter, bitcoinjs-lib and its curve library load only lazily', () => {
    for (const name of ['bitcoinjs-lib', '@bitcoinerlab/secp256k1']) {
      expect(packageSize(builds.multichain, name).startup, name).toBe(0)
      expect(packageSize(builds.multichain, name).lazy, name).toBeGreaterThan(0)
    }
  })

  it('with both adapters, @solana/web3.js loads only lazily', () => {
    expect(packageSize(builds.multichain, '@solana/web3.js').startup).toBe(0)
    expect(packageSize(builds.multichain, '@solana/web3.js').lazy).toBeGreaterThan(0)
    expect(packageSize(builds.multichain, '@solana/spl-token').startup).toBe(0)
  })
})
