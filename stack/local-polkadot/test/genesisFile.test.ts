import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findPolkadotGenesis, startLocalPolkadot, startPolkadotForStack } from '../src'

describe('the shared Polkadot genesis', () => {
  it('is read from the path the override names, when that file exists', () => {
    const dir = mkdtempSync(join(tmpdir(), 'genesis-'))
    const file = join(dir, 'kusama-local-genesis.json')
    writeFileSync(file, '{}')
    expect(findPolkadotGenesis({ LATCHKEY_POLKADOT_GENESIS: file })).toBe(file)
    expect(findPolkadotGenesis({ LATCHKEY_POLKADOT_GENESIS: join(dir, 'absent.json') })).toBe(
      undefined,
    )
  })

  it('is looked for in ../shared/fixtures/polkadot/ beside the repository by default', () => {
    const found = findPolkadotGenesis({})
    if (found) expect(found).toMatch(/shared\/fixtures\/polkadot\/kusama-local-genesis\.json$/)
    else expect(found).toBeUndefined()
  })

  it('when absent, the stack starts without the chain and says so', async () => {
    const previous = process.env.LATCHKEY_POLKADOT_GENESIS
    process.env.LATCHKEY_POLKADOT_GENESIS = join(tmpdir(), 'no-such-genesis.json')
    try {
      const lines: string[] = []
      await expect(startPolkadotForStack({ log: (line) => lines.push(line) })).resolves.toBe(
        undefined,
      )
      expect(lines).toEqual([
        'polkadot: no genesis at ../shared/fixtures/polkadot/, starting without the Polkadot chain',
      ])
      await expect(startLocalPolkadot()).rejects.toThrow(/genesis .* is missing/)
    } finally {
      if (previous === undefined) delete process.env.LATCHKEY_POLKADOT_GENESIS
      else process.env.LATCHKEY_POLKADOT_GENESIS = previous
    }
  })
})
