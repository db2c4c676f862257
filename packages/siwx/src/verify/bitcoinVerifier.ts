import type { SiwxSession } from '@latchkey/core'
import { base64 } from '@scure/base'
import { verifyBip322Simple } from './bitcoin/bip322'
import { decodeBitcoinAddress } from './bitcoin/bitcoinAddress'
import { verifyLegacyMessage } from './bitcoin/legacyMessage'
import type { SiwxVerifier } from './SiwxVerifier'

/**
 * Bitcoin signatures, base64: BIP-322 simple (a witness) or the legacy signed-message form
 * (65 bytes with a BIP-137 header), whichever the wallet made.
 */
export function bitcoinVerifier(): SiwxVerifier {
  return {
    namespace: 'bip122',
    async verify({ data, message, signature }: SiwxSession): Promise<boolean> {
      const address = decodeBitcoinAddress(data.accountAddress)
      let raw: Uint8Array
      try {
        raw = base64.decode(signature)
      } catch {
        return false
      }
      if (!address) return false
      const header = raw[0] ?? 0
      if (raw.length === 65 && header >= 27 && header <= 42)
        return verifyLegacyMessage(address, message, raw)
      return verifyBip322Simple(address, message, raw)
    },
  }
}
