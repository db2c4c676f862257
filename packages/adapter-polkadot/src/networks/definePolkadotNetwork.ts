import type { CaipNetwork, CaipNetworkId } from '@latchkey/core'

/** A Substrate network: a CaipNetwork plus the SS58 prefix its addresses are written with. */
export interface PolkadotNetwork extends CaipNetwork {
  readonly chainNamespace: 'polkadot'
  readonly ss58Format: number
}

export interface DefinePolkadotNetworkParameters {
  /** The genesis block hash (0x + 64 hex); CAIP-2 keeps its first 32 hex characters. */
  genesisHash: string
  name: string
  ss58Format: number
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** WebSocket endpoints (wss://…, ws://…) of the chain's nodes, first tried first. */
  rpcUrls: readonly string[]
  explorerUrl?: string
  testnet?: boolean
}

const GENESIS_HASH = /^0x[0-9a-f]{64}$/i

/** Builds a polkadot-namespace network from its genesis hash (CAIP-2 `polkadot:<32 hex>`). */
export function definePolkadotNetwork({
  genesisHash,
  name,
  ss58Format,
  nativeCurrency,
  rpcUrls,
  explorerUrl,
  testnet,
}: DefinePolkadotNetworkParameters): PolkadotNetwork {
  if (!GENESIS_HASH.test(genesisHash)) throw new TypeError(`Not a genesis hash: ${genesisHash}`)
  const reference = genesisHash.slice(2, 34).toLowerCase()
  return Object.freeze({
    id: reference,
    caipNetworkId: `polkadot:${reference}` as CaipNetworkId,
    chainNamespace: 'polkadot',
    name,
    ss58Format,
    nativeCurrency: Object.freeze({ ...nativeCurrency }),
    rpcUrls: Object.freeze({
      default: Object.freeze({ http: Object.freeze([]), webSocket: Object.freeze([...rpcUrls]) }),
    }),
    ...(explorerUrl
      ? { blockExplorers: Object.freeze({ default: { name: 'Subscan', url: explorerUrl } }) }
      : {}),
    ...(testnet ? { testnet: true } : {}),
  })
}

/** The SS58 prefix of a network: its own, or the generic Substrate one (42). */
export function ss58FormatOf(network: CaipNetwork): number {
  const format = (network as Partial<PolkadotNetwork>).ss58Format
  return typeof format === 'number' && Number.isInteger(format) ? format : 42
}
