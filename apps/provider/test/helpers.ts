import { type LocalChain, startLocalChain } from '@latchkey/local-chain'
import type { ChainConfig, ProviderConfigInput } from '../src/config/configSchema'
import { silentLogger } from '../src/server/Logger'
import { type RunningProvider, startProvider } from '../src/server/startProvider'

export const PROJECT_ID = 'test-project'
export const APP_ORIGIN = 'https://app.example.com'
export const EVIL_ORIGIN = 'https://evil.example.net'

/** Prices the tests configure: ETH 2000, LUSD 1, TUSD 1, LDAI 1. */
export function localChainConfig(chain: LocalChain): ChainConfig {
  return {
    id: `eip155:${chain.chainId}`,
    name: 'Local Chain',
    rpcUrl: chain.rpcUrl,
    testnet: true,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: 2000 },
    tokens: chain.tokens.map((t) => ({
      address: t.address,
      name: t.name,
      symbol: t.symbol,
      decimals: t.decimals,
      priceUsd: 1,
    })),
    startBlock: 0,
    confirmations: 0,
  }
}

/** A provider on a free loopback port with in-memory PGlite and one test project. */
export function startTestProvider(overrides: ProviderConfigInput = {}): Promise<RunningProvider> {
  return startProvider(
    {
      port: 0,
      projects: [{ id: PROJECT_ID, allowedOrigins: [APP_ORIGIN, 'http://localhost:*'] }],
      indexer: { pollIntervalMs: 50 },
      ...overrides,
    },
    { logger: silentLogger },
  )
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
