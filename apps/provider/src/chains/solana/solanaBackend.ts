import type { ChainConfig } from '../../config/configSchema'
import type { NamespaceBackend, ServedChain } from '../ServedChain'
import { readSolanaBalances } from './readSolanaBalances'
import { readSolanaBlockRange, solanaBlockHash } from './readSolanaBlockRange'
import { parseSolanaAddress, SOLANA_ADDRESS_RULE, solanaAddressKey } from './solanaAddresses'
import { SOLANA_GATEWAY_METHODS } from './solanaGatewayMethods'
import { solanaNftSource } from './solanaNftSource'
import { createSolanaRpc } from './solanaRpc'

/** Solana clusters: CAIP-2 `solana:` + the first 32 characters of the genesis hash (§9). */
export const solanaBackend: NamespaceBackend = {
  namespace: 'solana',
  chainIdPattern: /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/,
  chainIdRule: 'a solana:<first 32 characters of the genesis hash> chain id',
  tokenAddressRule: 'a base58 mint address',
  addressRule: SOLANA_ADDRESS_RULE,
  parseAddress: parseSolanaAddress,
  serve: serveSolanaChain,
}

/** Slots are the indexer's blocks; only finalized ones are read, so none is ever rolled back. */
function serveSolanaChain(config: ChainConfig, { timeoutMs }: { timeoutMs: number }): ServedChain {
  const rpc = createSolanaRpc(config.rpcUrl, timeoutMs)
  const tokens = new Map(config.tokens.map((t) => [solanaAddressKey(t.address), t]))
  const tokenList = [...tokens.values()]
  const mints = new Set(tokens.keys())
  return {
    id: config.id,
    namespace: 'solana',
    config,
    tokens,
    gatewayMethods: SOLANA_GATEWAY_METHODS,
    parseAddress: parseSolanaAddress,
    addressKey: solanaAddressKey,
    displayAddress: solanaAddressKey,
    token: (address) => tokens.get(solanaAddressKey(address)),
    readBalances: (address) => readSolanaBalances(rpc, tokenList, address),
    nfts: solanaNftSource(rpc),
    source: {
      head: () => rpc<number>('getSlot', [{ commitment: 'finalized' }]),
      blockHash: (slot) => solanaBlockHash(rpc, slot),
      readRange: (from, to) => readSolanaBlockRange(rpc, mints, from, to),
    },
  }
}
