import type { SiwxSession } from '@latchkey/core'
import { base58, base64 } from '@scure/base'
import type { SiwxVerifier } from './SiwxVerifier'
import { readSignInMessage } from './solana/readSignInMessage'
import { verifyEd25519Strict } from './solana/verifyEd25519Strict'

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

/**
 * Solana sign-ins: the message is the session data's CAIP-122 text, or the Sign In With Solana
 * text a wallet's `solana:signIn` wrote for it, signed (strict ed25519) by the address's key.
 */
export function solanaVerifier(): SiwxVerifier {
  return {
    namespace: 'solana',
    readMessage: readSignInMessage,
    async verify(session: SiwxSession): Promise<boolean> {
      const data = readSignInMessage(session)
      const signature =
        typeof session?.signature === 'string' ? decode(session.signature) : undefined
      if (!data || !signature) return false
      let publicKey: Uint8Array
      try {
        publicKey = base58.decode(data.accountAddress)
      } catch {
        return false
      }
      const message = new TextEncoder().encode(session.message)
      return verifyEd25519Strict({ signature, message, publicKey })
    },
  }
}
