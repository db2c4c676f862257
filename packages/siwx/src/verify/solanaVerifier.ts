import type { SiwxSession } from '@latchkey/core'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import type { SiwxVerifier } from './SiwxVerifier'

function decode(text: string): Uint8Array | undefined {
  // Wallets answer base58 (WalletConnect's solana_signMessage) or base64; both hold 64 bytes.
  for (const codec of [base58, base64]) {
    try {
      const bytes = codec.decode(text)
      if (bytes.length === 64) return bytes
    } catch {}
  }
  return undefined
}

/** Solana signatures: ed25519 over the message's UTF-8 bytes by the address's public key. */
export function solanaVerifier(): SiwxVerifier {
  return {
    namespace: 'solana',
    async verify({ data, message, signature }: SiwxSession): Promise<boolean> {
      const sig = decode(signature)
      let publicKey: Uint8Array
      try {
        publicKey = base58.decode(data.accountAddress)
      } catch {
        return false
      }
      if (!sig || publicKey.length !== 32) return false
      try {
        return ed25519.verify(sig, new TextEncoder().encode(message), publicKey)
      } catch {
        return false
      }
    },
  }
}
