import type { WalletConnectProfile } from '../NamespaceProfile'
import { requireText } from './readAnswer'

/** What a WalletConnect session asks for and can do on polkadot. */
export const polkadotWalletConnect: WalletConnectProfile = Object.freeze({
  methods: Object.freeze(['polkadot_signMessage', 'polkadot_signTransaction']),
  events: Object.freeze([]),
  accountType: 'eoa',
  defaultChain: false,
  // The message travels as the wallet signs it (signRaw data); the answer is { id, signature }.
  signMessage: (message: string, address: string) => ({
    method: 'polkadot_signMessage',
    params: { address, message },
    read: (answer: unknown) => requireText((answer as { signature?: unknown } | null)?.signature),
  }),
})
