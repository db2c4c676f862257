import { type Address, createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { ChainConfig, TokenConfig } from '../config/configSchema'

/** A configured chain with its node client and its known tokens by lower-case address. */
export interface ServedChain {
  /** CAIP-2 id, e.g. eip155:31337. */
  id: string
  chainId: number
  config: ChainConfig
  client: PublicClient
  tokens: ReadonlyMap<string, TokenConfig & { address: Address }>
}

/** The chains this provider serves, looked up by CAIP-2 id. */
export class ChainRegistry {
  private readonly chains = new Map<string, ServedChain>()

  constructor(configs: readonly ChainConfig[], timeoutMs: number) {
    for (const config of configs) {
      const chainId = Number(config.id.split(':')[1])
      const chain = defineChain({
        id: chainId,
        name: config.name,
        nativeCurrency: config.nativeCurrency,
        rpcUrls: { default: { http: [config.rpcUrl] } },
        testnet: config.testnet,
      })
      const client = createPublicClient({
        chain,
        transport: http(config.rpcUrl, {
          batch: { batchSize: 100, wait: 0 },
          timeout: timeoutMs,
          retryCount: 1,
        }),
      }) as PublicClient
      const tokens = new Map(
        config.tokens.map((t) => [
          t.address.toLowerCase(),
          { ...t, address: t.address as Address },
        ]),
      )
      this.chains.set(config.id, { id: config.id, chainId, config, client, tokens })
    }
  }

  get(id: string): ServedChain | undefined {
    return this.chains.get(id)
  }

  list(): ServedChain[] {
    return [...this.chains.values()]
  }
}
