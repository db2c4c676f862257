import { fromBase58, toBase58 } from '@latchkey/core'
import { FrameWalletError } from '../bridge/frameErrors'
import type { EmbeddedProvider } from './embeddedProvider'

/** The network as the adapter passes it (only its CAIP-2 id is read). */
export interface Network {
  caipNetworkId: string
}

/**
 * The embedded wallet's Solana side: the adapter-solana `ConnectorSource` shape (declared here,
 * so this package needs no adapter) over the same frame and login as the EVM connector.
 */
export function embeddedSolanaSource(id: string, provider: EmbeddedProvider) {
  const request = async <T>(method: string, params: unknown, network: Network | undefined) => {
    if (!network) throw new FrameWalletError(4901, 'No Solana network selected')
    return (await provider.solanaRequest(method, params, network.caipNetworkId)) as T
  }
  const signer = {
    async connect(_options: { silent: boolean; caipNetwork: Network | undefined }) {
      const found = await provider.solanaAccounts()
      // Not logged in: the login is the e-mail form's, never a prompt from here.
      return found
    },
    disconnect: () => provider.signOut(),
    async signMessage(message: Uint8Array, address: string, caipNetwork?: Network) {
      const answer = await request<{ signature: string }>(
        'solana_signMessage',
        { message: toBase58(message), pubkey: address },
        caipNetwork,
      )
      return answer.signature
    },
    async signTransactions(
      transactions: readonly Uint8Array[],
      _address: string,
      network: Network,
    ) {
      const signed: Uint8Array[] = []
      for (const transaction of transactions) {
        const answer = await request<{ transaction: string }>(
          'solana_signTransaction',
          { transaction: toBase64(transaction) },
          network,
        )
        signed.push(fromBase64(answer.transaction))
      }
      return signed
    },
    async signAndSendTransaction(
      transaction: Uint8Array,
      _address: string,
      network: Network,
      options: { preflightCommitment?: string; skipPreflight?: boolean },
    ) {
      const answer = await request<{ signature: string }>(
        'solana_signAndSendTransaction',
        { transaction: toBase64(transaction), options },
        network,
      )
      if (!fromBase58(answer.signature)) throw new FrameWalletError(-32603, 'Invalid signature')
      return answer.signature
    },
    watch(listener: (change: { accounts?: readonly string[] }) => void) {
      // Sign-out in either namespace ends both (SPEC §4 disconnect of an auth connector).
      const onAccounts = (accounts: string[]) => {
        if (accounts.length === 0) listener({ accounts: [] })
      }
      provider.on('accountsChanged', onAccounts as never)
      return () => {
        provider.removeListener('accountsChanged', onAccounts as never)
      }
    },
  }
  const connector = Object.freeze({
    id,
    name: 'Email',
    type: 'AUTH' as const,
    installed: true,
    signer,
  })
  return {
    id: `${id}-solana`,
    start(publish: (connectors: (typeof connector)[]) => void) {
      publish([connector])
      return () => {}
    },
  }
}

function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}
