import { toBase58 } from '../../encoding/base58'
import type { WalletConnectProfile } from '../NamespaceProfile'
import { requireText } from './readAnswer'

/** What a WalletConnect session asks for and can do on solana. */
export const solanaWalletConnect: WalletConnectProfile = Object.freeze({
  methods: Object.freeze([
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
  ]),
  events: Object.freeze([]),
  accountType: 'eoa',
  defaultChain: false,
  signMessage: (message: string, address: string) => ({
    method: 'solana_signMessage',
    params: { message: toBase58(new TextEncoder().encode(message)), pubkey: address },
    read: (answer: unknown) => requireText((answer as { signature?: unknown } | null)?.signature),
  }),
})
