import { bitcoinAddressNetwork, type SiwxSession } from '@latchkey/core'
import { verifyBip322 } from './bitcoin/bip322'
import type { SiwxVerifier } from './SiwxVerifier'

/**
 * Bitcoin signatures as BIP-322 gives them (simple, full, or the BIP-137 legacy form), by an
 * address of the session's network. Resolves false for anything else, malformed input included;
 * the session verifier turns that into its typed SiwxSignatureError.
 */
export function bitcoinVerifier(): SiwxVerifier {
  return {
    namespace: 'bip122',
    async verify({ data, message, signature }: SiwxSession): Promise<boolean> {
      if (typeof data?.accountAddress !== 'string' || typeof message !== 'string') return false
      if (typeof signature !== 'string') return false
      const chainId = typeof data.chainId === 'string' ? data.chainId : ''
      const result = verifyBip322({
        address: data.accountAddress,
        message,
        signature,
        network: bitcoinAddressNetwork(chainId),
      })
      return result.state === 'valid'
    },
  }
}
