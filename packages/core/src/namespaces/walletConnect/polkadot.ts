import type { WalletConnectProfile } from '../NamespaceProfile'

/** What a WalletConnect session asks for and can do on polkadot. */
export const polkadotWalletConnect: WalletConnectProfile = Object.freeze({
  methods: Object.freeze(['polkadot_signMessage', 'polkadot_signTransaction']),
  events: Object.freeze([]),
  accountType: 'eoa',
  defaultChain: false,
})
