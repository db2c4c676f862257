import type { CaipNetwork } from '../types/network'

export interface DefineBitcoinNetworkParameters {
  /** The genesis block hash cut to 32 characters (SPEC §9 CAIP-2 reference). */
  genesis: string
  name: string
  /** The Esplora-compatible HTTP API of the network (its base URL, without a trailing slash). */
  esploraUrl: string
  explorer?: { name: string; url: string }
  testnet?: boolean
}

const BTC = Object.freeze({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })

/** A bip122 CaipNetwork (SPEC §3); its default URL is the network's Esplora API. Frozen data. */
export function defineBitcoinNetwork(parameters: DefineBitcoinNetworkParameters): CaipNetwork {
  const { genesis, name, esploraUrl, explorer, testnet = false } = parameters
  const api = Object.freeze({ http: Object.freeze([esploraUrl.replace(/\/+$/, '')]) })
  return Object.freeze({
    id: genesis,
    caipNetworkId: `bip122:${genesis}`,
    chainNamespace: 'bip122',
    name,
    nativeCurrency: BTC,
    rpcUrls: Object.freeze({ default: api, chainDefault: api }),
    ...(explorer
      ? { blockExplorers: Object.freeze({ default: Object.freeze({ ...explorer }) }) }
      : {}),
    testnet,
  })
}
