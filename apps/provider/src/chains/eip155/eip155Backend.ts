import type { Address, PublicClient } from 'viem'
import type { ChainConfig } from '../../config/configSchema'
import { GATEWAY_METHODS } from '../../gateway/allowedMethods'
import type { NamespaceBackend, ServedChain } from '../ServedChain'
import { displayEvmAddress, EVM_ADDRESS_RULE, evmAddressKey, parseEvmAddress } from './evmAddresses'
import { evmClient } from './evmClient'
import { evmNftSource } from './evmNftSource'
import { readEvmBalances } from './readEvmBalances'
import { readEvmBlockRange } from './readEvmBlockRange'

/** EVM chains (eip155) through viem against their JSON-RPC node. */
export const eip155Backend: NamespaceBackend = {
  namespace: 'eip155',
  chainIdPattern: /^eip155:[1-9][0-9]{0,18}$/,
  chainIdRule: 'an eip155:N chain id',
  tokenAddressRule: 'a 0x-prefixed 40-hex address',
  addressRule: EVM_ADDRESS_RULE,
  parseAddress: parseEvmAddress,
  serve: serveEvmChain,
}

function serveEvmChain(config: ChainConfig, { timeoutMs }: { timeoutMs: number }): ServedChain {
  const client = evmClient(config, timeoutMs, { batchSize: 100, wait: 0 })
  const tokens = new Map(config.tokens.map((t) => [evmAddressKey(t.address), t]))
  const tokenList = [...tokens.values()]
  const tokenAddresses = tokenList.map((t) => t.address as Address)
  return {
    id: config.id,
    namespace: 'eip155',
    config,
    tokens,
    gatewayMethods: GATEWAY_METHODS,
    parseAddress: parseEvmAddress,
    addressKey: evmAddressKey,
    displayAddress: displayEvmAddress,
    token: (address) => tokens.get(evmAddressKey(address)),
    readBalances: (address) => readEvmBalances(client, tokenList, address as Address),
    nfts: evmNftSource(client),
    source: {
      head: async () => Number(await client.getBlockNumber({ cacheTime: 0 })),
      blockHash: (blockNumber) => evmBlockHash(client, blockNumber),
      readRange: (from, to) =>
        readEvmBlockRange(client, tokenAddresses, from, to, config.nftContracts as Address[]),
    },
  }
}

async function evmBlockHash(client: PublicClient, blockNumber: number) {
  try {
    return (await client.getBlock({ blockNumber: BigInt(blockNumber) })).hash ?? undefined
  } catch (error) {
    if ((error as Error).name === 'BlockNotFoundError') return undefined
    throw error
  }
}
