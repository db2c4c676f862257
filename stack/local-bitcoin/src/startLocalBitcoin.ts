import { address as addresses } from 'bitcoinjs-lib'
import {
  COINBASE_MATURITY,
  LOCAL_BITCOIN_CAIP2,
  LOCAL_BITCOIN_GENESIS_HASH,
  LOCAL_BITCOIN_NETWORK,
} from './constants'
import { BITCOIN_DEV_KEYS, BITCOIN_MINER_ADDRESS, type BitcoinDevKey } from './devKeys'
import { defaultFeeRates } from './esplora/feeEstimates'
import { LocalBitcoinChain } from './LocalBitcoinChain'
import { serveEsplora } from './server'

export interface StartLocalBitcoinOptions {
  /** Default 0: a free port. */
  port?: number
  /** Only 127.0.0.1: the development keys are public. */
  host?: '127.0.0.1'
  /** Mines a block this many ms after each accepted broadcast; absent: blocks are mined on demand only. */
  automineMs?: number
  /** GET /fee-estimates's answer (sat/vB by confirmation target); default: feeEstimates.ts's ladder. */
  feeRates?: Record<string, number>
}

export interface LocalBitcoin {
  /** The Esplora base URL, e.g. http://127.0.0.1:40123 (no trailing slash). */
  url: string
  port: number
  network: 'regtest'
  caipNetworkId: typeof LOCAL_BITCOIN_CAIP2
  genesisHash: string
  /** Funded at start (BITCOIN_DEV_KEYS): five P2WPKH keys, then five P2TR keys. */
  devKeys: readonly BitcoinDevKey[]
  /** Where coinbases go unless a mine call names an address. */
  minerAddress: string
  /** Mines `count` blocks (the first holds the mempool), paying `address` or the miner. */
  mine(count?: number, address?: string): string[]
  /** The tip's height. */
  height(): number
  close(): Promise<void>
}

const toScript = (address: string) => addresses.toOutputScript(address, LOCAL_BITCOIN_NETWORK)

/**
 * Starts a fresh regtest chain (the real regtest genesis; block 1 to 10 pay 50 BTC to each
 * development address; 100 more make those mature) behind the Esplora routes on 127.0.0.1.
 */
export async function startLocalBitcoin(
  options: StartLocalBitcoinOptions = {},
): Promise<LocalBitcoin> {
  if ((options.host ?? '127.0.0.1') !== '127.0.0.1')
    throw new Error('The local Bitcoin chain serves 127.0.0.1 only')
  const chain = new LocalBitcoinChain()
  // The start-up blocks are dated a second apart, ending a second ago, so new blocks are dated now.
  const start = Math.floor(Date.now() / 1000) - BITCOIN_DEV_KEYS.length - COINBASE_MATURITY
  for (const key of BITCOIN_DEV_KEYS) chain.mine(1, toScript(key.address), start)
  chain.mine(COINBASE_MATURITY, toScript(BITCOIN_MINER_ADDRESS), start)

  const mine = (count = 1, address = BITCOIN_MINER_ADDRESS) => chain.mine(count, toScript(address))
  const timers = new Set<NodeJS.Timeout>()
  const onBroadcast = () => {
    if (options.automineMs === undefined) return
    const timer = setTimeout(() => {
      timers.delete(timer)
      if (chain.mempool().length > 0) mine(1)
    }, options.automineMs)
    timers.add(timer)
  }
  const feeRates = options.feeRates ?? defaultFeeRates()
  const { server, port } = await serveEsplora(
    { chain, feeRates: () => feeRates, mine: (n, a) => mine(n, a), onBroadcast },
    options.port ?? 0,
    '127.0.0.1',
  )
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    network: 'regtest',
    caipNetworkId: LOCAL_BITCOIN_CAIP2,
    genesisHash: LOCAL_BITCOIN_GENESIS_HASH,
    devKeys: BITCOIN_DEV_KEYS,
    minerAddress: BITCOIN_MINER_ADDRESS,
    mine,
    height: () => chain.tip.height,
    close: () => {
      for (const timer of timers) clearTimeout(timer)
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
