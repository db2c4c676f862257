import type { WalletConnectProfile } from '../NamespaceProfile'

/** What a WalletConnect session asks for and can do on bip122. */
export const bip122WalletConnect: WalletConnectProfile = Object.freeze({
  methods: Object.freeze(['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses']),
  events: Object.freeze(['bip122_addressesChanged']),
  accountType: 'payment',
  defaultChain: false,
})
