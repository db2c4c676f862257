import { decodeSs58, hasSs58Checksum, type SiwxSession } from '@latchkey/core'
import type { SiwxVerifier } from './SiwxVerifier'

// sr25519/ed25519 signatures are 64 bytes; ecdsa 65; a type byte before either makes 65 or 66.
const SIGNATURE = /^0x(?:[0-9a-fA-F]{2}){64,66}$/
const SCHEMES = new Set(['sr25519', 'ed25519', 'ecdsa'])

function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.slice(2).match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
}

/**
 * Polkadot (Substrate) signatures: sr25519, ed25519 or ecdsa by the SS58 address's key over the
 * message's UTF-8 bytes, as extensions' signRaw signs them (wrapped in <Bytes>…</Bytes>) or bare.
 * A server-side verifier: @polkadot/util-crypto loads on the first Polkadot session only.
 * Malformed input (not SS58, not a hex signature) is a refusal, never a throw.
 */
export function polkadotVerifier(): SiwxVerifier {
  return {
    namespace: 'polkadot',
    async verify({ data, message, signature }: SiwxSession): Promise<boolean> {
      const address = typeof data?.accountAddress === 'string' ? data.accountAddress : ''
      const parts = decodeSs58(address)
      if (!parts || !hasSs58Checksum(parts)) return false
      if (typeof message !== 'string' || typeof signature !== 'string') return false
      if (!SIGNATURE.test(signature)) return false
      try {
        const { cryptoWaitReady, signatureVerify } = await import('@polkadot/util-crypto')
        await cryptoWaitReady()
        // Tries the message as given and with <Bytes>…</Bytes> added or taken off.
        const result = signatureVerify(
          new TextEncoder().encode(message),
          hexBytes(signature),
          parts.publicKey,
        )
        return result.isValid && SCHEMES.has(result.crypto)
      } catch {
        return false
      }
    },
  }
}
