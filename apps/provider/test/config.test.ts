import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PORT, loadConfig } from '../src/config/loadConfig'
import { ConfigError, resolveConfig } from '../src/config/resolveConfig'

const dir = mkdtempSync(join(tmpdir(), 'latchkey-provider-config-'))
const file = (name: string, text: string) => {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}

describe('resolveConfig', () => {
  it('fills defaults: loopback, no projects, 30 s balance cache, 4 s polling', () => {
    const config = resolveConfig({})
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 0,
      devProject: false,
      projects: [],
      chains: [],
      trustProxy: false,
      rateLimit: { enabled: true, burst: 120, perSecond: 30 },
      indexer: { enabled: true, pollIntervalMs: 4000, maxBlocksPerTick: 50 },
      gateway: { maxBatch: 100, timeoutMs: 10000 },
      cache: { balanceTtlMs: 30000, identityTtlMs: 300000 },
    })
  })

  it('names every invalid field', () => {
    const attempt = () =>
      resolveConfig({
        port: 70000,
        projects: [{ id: 'bad id!', allowedOrigins: ['ftp://x', 'https://ok.example'] }],
        chains: [
          {
            id: 'solana:1',
            name: 'x',
            rpcUrl: 'file:///etc/passwd',
            nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 },
          },
        ],
      })
    expect(attempt).toThrow(ConfigError)
    const message = (() => {
      try {
        attempt()
      } catch (e) {
        return (e as Error).message
      }
    })()
    for (const part of ['port', 'projects', 'allowedOrigins', 'chains', 'rpcUrl'])
      expect(message).toContain(part)
  })

  it("checks chain ids and token addresses by the chain's namespace", () => {
    const chain = {
      id: 'eip155:1',
      name: 'x',
      rpcUrl: 'http://127.0.0.1:8545',
      nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 },
    }
    const token = { name: 'T', symbol: 'T', decimals: 6 }
    expect(() => resolveConfig({ chains: [{ ...chain, id: 'solana:1' }] })).toThrow(
      'must be an eip155:N chain id',
    )
    expect(() => resolveConfig({ chains: [{ ...chain, id: 'eip155:0x1' }] })).toThrow(
      'must be an eip155:N chain id',
    )
    expect(() =>
      resolveConfig({ chains: [{ ...chain, tokens: [{ ...token, address: '0x1234' }] }] }),
    ).toThrow('Token T of chain eip155:1: address must be a 0x-prefixed 40-hex address')
    const address = `0x${'Ab'.repeat(20)}`
    expect(
      resolveConfig({ chains: [{ ...chain, tokens: [{ ...token, address }] }] }).chains[0]?.tokens,
    ).toEqual([{ ...token, address, priceUsd: 0 }])
  })

  it('refuses duplicate chains and projects', () => {
    const chain = {
      id: 'eip155:1',
      name: 'A',
      rpcUrl: 'http://127.0.0.1:8545',
      nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 },
    }
    expect(() => resolveConfig({ chains: [chain, chain] })).toThrow(
      'Chain eip155:1 is configured twice',
    )
    const project = { id: 'p', allowedOrigins: [] }
    expect(() => resolveConfig({ projects: [project, project] })).toThrow(
      'Project p is configured twice',
    )
  })
})

describe('loadConfig', () => {
  it('reads the PROVIDER_CONFIG file and lets the environment override it', () => {
    const path = file(
      'ok.json',
      JSON.stringify({
        port: 5000,
        host: '127.0.0.1',
        projects: [{ id: 'site', allowedOrigins: ['https://site.example'] }],
      }),
    )
    const config = loadConfig({
      PROVIDER_CONFIG: path,
      PORT: '6000',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      NODE_ENV: 'production',
    })
    expect(config.port).toBe(6000)
    expect(config.databaseUrl).toBe('postgres://u@127.0.0.1:5432/db')
    expect(config.projects.map((p) => p.id)).toEqual(['site'])
    expect(config.devProject).toBe(false)
  })

  it('defaults to port 4400 and the dev project outside production', () => {
    const config = loadConfig({})
    expect(config.port).toBe(DEFAULT_PORT)
    expect(DEFAULT_PORT).toBe(4400)
    expect(config.devProject).toBe(true)
    expect(loadConfig({ PROVIDER_DATA_DIR: '/var/lib/latchkey', HOST: '::1' })).toMatchObject({
      dataDir: '/var/lib/latchkey',
      host: '::1',
    })
  })

  it('takes the history cursor key from PROVIDER_CURSOR_SECRET, and no short one', () => {
    expect(loadConfig({}).history.cursorSecret).toBeUndefined()
    const key = 'k'.repeat(32)
    expect(loadConfig({ PROVIDER_CURSOR_SECRET: key }).history.cursorSecret).toBe(key)
    expect(() => loadConfig({ PROVIDER_CURSOR_SECRET: 'short' })).toThrow(/history\.cursorSecret/)
  })

  it('explains unreadable files, bad JSON and bad ports', () => {
    expect(() => loadConfig({ PROVIDER_CONFIG: join(dir, 'missing.json') })).toThrow(
      /Cannot read PROVIDER_CONFIG/,
    )
    expect(() => loadConfig({ PROVIDER_CONFIG: file('bad.json', '{ nope') })).toThrow(
      /not valid JSON/,
    )
    expect(() => loadConfig({ PROVIDER_CONFIG: file('arr.json', '[]') })).toThrow(
      /must be an object/,
    )
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow("PORT must be 0-65535, got 'eighty'")
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError)
  })
})
