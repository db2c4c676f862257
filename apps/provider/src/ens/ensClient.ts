import { ccipRequest, createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { ChainConfig } from '../config/configSchema'
import type { NftConfig } from '../nfts/nftConfigSchema'
import { checkFetchable } from '../nfts/resolveNftUri'

/**
 * A viem client whose ENS actions read the chain's Universal Resolver. CCIP-Read (EIP-3668)
 * gateways are reached under the NFT fetch rules: https to public hosts (any http when local http
 * is allowed), so a resolver cannot make the provider call into its own network.
 */
export function ensClient(
  chain: ChainConfig & { ensUniversalResolver: string },
  nfts: NftConfig,
  timeoutMs: number,
): PublicClient {
  return createPublicClient({
    chain: defineChain({
      id: Number(chain.id.split(':')[1]),
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      contracts: {
        ensUniversalResolver: { address: chain.ensUniversalResolver as `0x${string}` },
      },
    }),
    transport: http(chain.rpcUrl, { timeout: timeoutMs, retryCount: 1 }),
    ccipRead: {
      async request({ data, sender, urls }) {
        const allowed = urls.filter((template) => {
          try {
            checkFetchable(
              new URL(template.replace('{sender}', sender).replace('{data}', data)),
              nfts,
            )
            return true
          } catch {
            return false
          }
        })
        if (!allowed.length) throw new Error('CCIP-Read: no gateway URL the provider may reach')
        return ccipRequest({ data, sender, urls: allowed })
      },
    },
  }) as PublicClient
}
