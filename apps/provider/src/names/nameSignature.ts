import { createPublicClient, type Hex, http, type PublicClient, verifyMessage } from 'viem'
import type { ChainRegistry } from '../chains/ChainRegistry'

export interface SignedClaim {
  address: Hex
  message: string
  signature: Hex
  /** The chain of the claim's coin type, whose node checks contract wallets' signatures. */
  chainId: number
}

/** True when `address` signed `message` (EIP-191). */
export type SignatureCheck = (claim: SignedClaim) => Promise<boolean>

/**
 * An EOA's signature is recovered here; a contract wallet's (ERC-1271, ERC-6492) is asked of the
 * configured node of the coin type's chain, when this provider serves that chain.
 */
export function nameSignatureCheck(chains: ChainRegistry, timeoutMs: number): SignatureCheck {
  const clients = new Map<string, PublicClient>()
  return async ({ address, message, signature, chainId }) => {
    if (await verifyMessage({ address, message, signature }).catch(() => false)) return true
    const chain = chains.get(`eip155:${chainId}`)
    if (!chain) return false
    let client = clients.get(chain.config.id)
    if (!client) {
      client = createPublicClient({ transport: http(chain.config.rpcUrl, { timeout: timeoutMs }) })
      clients.set(chain.config.id, client)
    }
    return client.verifyMessage({ address, message, signature }).catch(() => false)
  }
}
