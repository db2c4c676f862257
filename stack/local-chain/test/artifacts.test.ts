import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { artifactsSourceHash, usdtStyleTokenArtifact } from '../src/artifacts.gen'

const contractsDir = fileURLToPath(new URL('../contracts', import.meta.url))

describe('src/artifacts.gen.ts', () => {
  it('was generated from the current contracts/*.sol (run node scripts/compile.mjs)', () => {
    const hash = createHash('sha256')
    for (const f of readdirSync(contractsDir)
      .filter((f) => f.endsWith('.sol'))
      .sort()) {
      hash.update(`${f}\n${readFileSync(`${contractsDir}/${f}`, 'utf8')}\n`)
    }
    expect(artifactsSourceHash).toBe(hash.digest('hex'))
  })

  it('gives the USDT-style token no outputs on transfer, transferFrom and approve', () => {
    for (const name of ['transfer', 'transferFrom', 'approve']) {
      const fn = usdtStyleTokenArtifact.abi.find((item) => 'name' in item && item.name === name)
      expect(fn && 'outputs' in fn ? fn.outputs : undefined).toEqual([])
    }
  })
})
