import type { WalletConnectProfile } from '../NamespaceProfile'

/** What a WalletConnect session asks for and can do on bip122. */
export const bip122WalletConnect: WalletConnectProfile = /* @__PURE__ */ Object.freeze({
  methods: /* @__PURE__ */ Object.freeze([
    'signMessage',
    'sendTransfer',
    'signPsbt',
    'getAccountAddresses',
  ]),
  events: /* @__PURE__ */ Object.freeze(['bip122_addressesChanged']),
  accountType: 'payment',
  defaultChain: false,
})
