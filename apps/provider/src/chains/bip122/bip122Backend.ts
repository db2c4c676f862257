import type { ChainConfig } from '../../config/configSchema'
import type { NamespaceBackend, ServedChain } from '../ServedChain'
import { BITCOIN_ADDRESS_RULE, bitcoinAddressKey, parseBitcoinAddress } from './bitcoinAddresses'
import { BIP122_CHAIN_ID_PATTERN, BITCOIN_NETWORKS } from './bitcoinNetworks'
import { createEsploraClient } from './esploraClient'
import { readBitcoinBalances } from './readBitcoinBalances'
import { readBitcoinHistory } from './readBitcoinHistory'

/**
 * Bitcoin networks (§9), each read through an Esplora REST server: the chain config's rpcUrl is its
 * base URL. Balances and history are read live; the indexer does not follow these chains.
 */
export const bip122Backend: NamespaceBackend = {
  namespace: 'bip122',
  chainIdPattern: BIP122_CHAIN_ID_PATTERN,
  chainIdRule:
    'a bip122:<first 32 hex characters of the genesis block hash> chain id of mainnet, testnet3, testnet4, signet or regtest',
  tokenAddressRule: 'absent: bip122 chains have no tokens',
  addressRule: BITCOIN_ADDRESS_RULE,
  parseAddress: (text) => parseBitcoinAddress(text),
  parseTokenAddress: () => undefined,
  serve: serveBitcoinChain,
}

function serveBitcoinChain(config: ChainConfig, { timeoutMs }: { timeoutMs: number }): ServedChain {
  const known = BITCOIN_NETWORKS.get(config.id)
  if (!known) throw new Error(`${config.id} is no Bitcoin network this provider knows`)
  const get = createEsploraClient(config.rpcUrl, timeoutMs)
  const parseAddress = (text: string) => parseBitcoinAddress(text, known.network)
  return {
    id: config.id,
    namespace: 'bip122',
    config,
    tokens: new Map(),
    esploraUrl: config.rpcUrl,
    gatewayMethods: new Set(),
    parseAddress,
    addressKey: bitcoinAddressKey,
    displayAddress: (key) => key,
    token: () => undefined,
    readBalances: (address) => readBitcoinBalances(get, address),
    readHistory: (address, cursor, limit, now) =>
      readBitcoinHistory(get, { chainId: config.id, address, cursor, limit, now }),
  }
}
