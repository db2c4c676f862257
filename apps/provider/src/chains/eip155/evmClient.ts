import { createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { ChainConfig } from '../../config/configSchema'

/** A viem client of a configured EVM chain's node. */
export function evmClient(
  config: ChainConfig,
  timeoutMs: number,
  batch?: { batchSize: number; wait: number },
): PublicClient {
  return createPublicClient({
    chain: defineChain({
      id: Number(config.id.split(':')[1]),
      name: config.name,
      nativeCurrency: config.nativeCurrency,
      rpcUrls: { default: { http: [config.rpcUrl] } },
      testnet: config.testnet,
    }),
    transport: http(config.rpcUrl, {
      ...(batch ? { batch } : {}),
      timeout: timeoutMs,
      retryCount: 1,
    }),
  }) as PublicClient
}
