import type { Chain } from 'viem'
import type { LocalEns } from './ensAddresses'

/** A prefunded account of the local chain with its (public, development-only) key. */
export interface LocalAccountKey {
  address: `0x${string}`
  privateKey: `0x${string}`
}

/** A token deployed on the local chain at start. */
export interface DemoToken {
  address: `0x${string}`
  name: string
  symbol: string
  decimals: number
  /** 'usdt-style': transfer, transferFrom and approve return nothing (the USDT ABI quirk). */
  kind: 'erc20' | 'usdt-style'
}

export interface StartLocalChainOptions {
  /** TCP port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number
  /** Default 31337. */
  chainId?: number
  /** Only loopback is allowed. */
  host?: '127.0.0.1'
  /** Seconds between blocks; unset means a block per transaction (automine). */
  blockTime?: number
  /** Default DEMO_MNEMONIC. */
  mnemonic?: string
  /** Deploy LUSD, TUSD and LDAI and mint them to the first accounts. Default true. */
  deployTokens?: boolean
  /** Deploy the constant-product exchange with pools of the demo tokens (needs deployTokens). Default false. */
  deployExchange?: boolean
  /** Deploy a Chainlink USD price feed per demo token and ether (PRICE_FEED_SPECS). Default false. */
  deployPriceFeeds?: boolean
  /** Deploy the ENS registry, resolvers and universal resolver at ENS_ADDRESSES (deployEns). Default false. */
  deployEns?: boolean
}

/** A Chainlink AggregatorV3Interface feed (MockV3Aggregator) on the local chain. */
export interface LocalPriceFeed {
  /** 'ETH' for the native currency, else the demo token's symbol. */
  symbol: string
  /** e.g. 'ETH/USD'. */
  pair: string
  decimals: number
  address: `0x${string}`
}

/** The local constant-product exchange: its router speaks the Uniswap v2 router's swap ABI. */
export interface LocalExchange {
  /** The wrapped native currency the pools hold (the router's WETH()). */
  wrappedNative: `0x${string}`
  factory: `0x${string}`
  router: `0x${string}`
}

/** A running anvil process. */
export interface LocalChain {
  rpcUrl: string
  chainId: number
  port: number
  /** viem chain definition for this chain. */
  chain: Chain
  accounts: LocalAccountKey[]
  tokens: DemoToken[]
  /** Present when started with deployExchange. */
  exchange?: LocalExchange
  /** Present when started with deployPriceFeeds. */
  priceFeeds?: LocalPriceFeed[]
  /** Present when started with deployEns. */
  ens?: LocalEns
  /** Stops the node and frees its port. Safe to call twice. */
  stop(): Promise<void>
}
