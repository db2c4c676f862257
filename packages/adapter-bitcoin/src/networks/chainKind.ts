import type { CaipNetwork } from '@latchkey/core'

/** Which address rules and Wallet Standard chain a network has. */
export type BitcoinChainKind = 'mainnet' | 'testnet' | 'regtest'

const KINDS: Readonly<Record<string, BitcoinChainKind>> = Object.freeze({
  'bip122:000000000019d6689c085ae165831e93': 'mainnet',
  'bip122:000000000933ea01ad0ee984209779ba': 'testnet',
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
})

/** Known genesis ids by name; any other network (signet, testnet4) uses testnet's addresses. */
export function chainKind(caipNetwork: CaipNetwork): BitcoinChainKind {
  return KINDS[caipNetwork.caipNetworkId] ?? (caipNetwork.testnet ? 'testnet' : 'mainnet')
}

/** The Wallet Standard chain of a network, e.g. 'bitcoin:regtest'. */
export function walletStandardChain(caipNetwork: CaipNetwork): `bitcoin:${BitcoinChainKind}` {
  return `bitcoin:${chainKind(caipNetwork)}`
}
