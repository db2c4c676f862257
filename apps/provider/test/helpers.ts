import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { type LocalChain, startLocalChain } from '@latchkey/local-chain'
import { inject } from 'vitest'
import type { ChainConfig, ProviderConfigInput } from '../src/config/configSchema'
import { localChainConfig as toChainConfig } from '../src/config/localChainConfig'
import { createPgliteDatabase } from '../src/db/createPgliteDatabase'
import type { Database } from '../src/db/Database'
import { silentLogger } from '../src/server/Logger'
import { type RunningProvider, startProvider } from '../src/server/startProvider'

export const PROJECT_ID = 'test-project'
export const APP_ORIGIN = 'https://app.example.com'
export const EVIL_ORIGIN = 'https://evil.example.net'

/** The local chain as the provider serves it, priced ETH 2000, LUSD/TUSD/LDAI 1. */
export const localChainConfig = (chain: LocalChain): ChainConfig =>
  toChainConfig(chain, { ETH: 2000, LUSD: 1, TUSD: 1, LDAI: 1 })

/** An in-memory PGlite loaded from the migrated dump globalSetup made (no initdb: much faster). */
export async function openTestDatabase(): Promise<Database> {
  const dump = await readFile(inject('pgliteDump'))
  return createPgliteDatabase(new PGlite({ loadDataDir: new Blob([dump]) }))
}

/** A fresh PGlite data directory seeded from the migrated dump: a provider opens it without initdb. */
export async function seededDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix))
  const seeded = new PGlite(dataDir, {
    loadDataDir: new Blob([await readFile(inject('pgliteDump'))]),
  })
  await seeded.waitReady
  await seeded.close()
  return dataDir
}

/**
 * A provider on a free loopback port with one test project, over a fresh in-memory PGlite
 * (or over `dataDir` / `databaseUrl` when the overrides name one).
 */
export async function startTestProvider(
  overrides: ProviderConfigInput = {},
): Promise<RunningProvider> {
  const config: ProviderConfigInput = {
    port: 0,
    projects: [{ id: PROJECT_ID, allowedOrigins: [APP_ORIGIN, 'http://localhost:*'] }],
    indexer: { pollIntervalMs: 50 },
    ...overrides,
  }
  if (config.dataDir || config.databaseUrl) return startProvider(config, { logger: silentLogger })
  const database = await openTestDatabase()
  const provider = await startProvider(config, { logger: silentLogger, database }).catch(
    async (e) => {
      await database.close()
      throw e
    },
  )
  return {
    ...provider,
    stop: async () => {
      await provider.stop()
      await database.close()
    },
  }
}

export { startLocalChain }

/** GET/POST against the running server, returning status, headers and parsed JSON. */
export async function call(
  base: string,
  path: string,
  init: RequestInit & { json?: unknown } = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
): Promise<{ status: number; headers: Headers; body: any }> {
  const { json, ...rest } = init
  const response = await fetch(`${base}${path}`, {
    ...rest,
    ...(json !== undefined
      ? {
          method: rest.method ?? 'POST',
          body: JSON.stringify(json),
          headers: { 'content-type': 'application/json', ...rest.headers },
        }
      : {}),
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {}
  return { status: response.status, headers: response.headers, body }
}
