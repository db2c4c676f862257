import { describe, expect, it } from 'vitest'
import type { BuildMeasurement } from './measure-bundle.mjs'
import { measureMultichain, packageSize } from './multichain.mjs'

describe('the multi-chain fixture (issue 14: Solana costs an EVM app nothing)', () => {
  let builds: Record<'plain' | 'appkit' | 'multichain', BuildMeasurement>

  it('builds plain, EVM-only and EVM + Solana apps', async () => {
    builds = await measureMultichain()
    expect(builds.multichain.startup.gzip).toBeGreaterThan(builds.appkit.startup.gzip)
  })

  it('an EVM-only app carries nothing of Solana', () => {
    for (const name of ['@latchkey/adapter-solana', '@solana/web3.js', '@solana/spl-token']) {
      const size = packageSize(builds.appkit, name)
      expect(size.startup + size.lazy, name).toBe(0)
    }
  })

  it('with both adapters, @solana/web3.js loads only lazily', () => {
    expect(packageSize(builds.multichain, '@solana/web3.js').startup).toBe(0)
    expect(packageSize(builds.multichain, '@solana/web3.js').lazy).toBeGreaterThan(0)
    expect(packageSize(builds.multichain, '@solana/spl-token').startup).toBe(0)
  })
})
