/** Methods the dapp asks the wallet to handle; reads go to the app's RPC instead. */
export const EIP155_METHODS = Object.freeze([
  'personal_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
])
export const EIP155_EVENTS = Object.freeze(['chainChanged', 'accountsChanged'])

export const SOLANA_METHODS = Object.freeze([
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
])
/** Solana mainnet, devnet and testnet as CAIP-2 ids. */
export const SOLANA_CHAINS = Object.freeze([
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS3kiarsArqNrbjgEBTt',
])

export interface ProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap?: Record<string, string>
}

export interface NamespaceRequest {
  /** The chain the app wants first, then the others it offers. */
  chainIds: readonly number[]
  rpcMap: Readonly<Record<number, string>>
  /** Solana CAIP-2 chain ids to ask for too; none by default. */
  solanaChains: readonly string[]
}

/**
 * The optional namespaces of a proposal (required namespaces are deprecated in WalletConnect
 * and make wallets refuse whole sessions over one missing chain).
 */
export function proposalNamespaces({
  chainIds,
  rpcMap,
  solanaChains,
}: NamespaceRequest): Record<string, ProposalNamespace> {
  const ids = [...new Set(chainIds)]
  const rpc = Object.fromEntries(
    ids.filter((id) => rpcMap[id]).map((id) => [String(id), rpcMap[id] as string]),
  )
  return {
    eip155: {
      chains: ids.map((id) => `eip155:${id}`),
      methods: [...EIP155_METHODS],
      events: [...EIP155_EVENTS],
      ...(Object.keys(rpc).length > 0 ? { rpcMap: rpc } : {}),
    },
    ...(solanaChains.length > 0
      ? { solana: { chains: [...solanaChains], methods: [...SOLANA_METHODS], events: [] } }
      : {}),
  }
}

/** The eip155 accounts of a session, without the chain prefix, first seen first, no repeats. */
export function sessionAddresses(accounts: readonly string[], chainId?: number): string[] {
  const addresses: string[] = []
  for (const account of accounts) {
    const [namespace, reference, address] = account.split(':')
    if (namespace !== 'eip155' || !address) continue
    if (chainId !== undefined && reference !== String(chainId)) continue
    if (!addresses.some((known) => known.toLowerCase() === address.toLowerCase()))
      addresses.push(address)
  }
  return addresses
}

/** The eip155 chain ids a session approved. */
export function sessionChainIds(chains: readonly string[], accounts: readonly string[]): number[] {
  const ids = new Set<number>()
  for (const id of [...chains, ...accounts]) {
    const [namespace, reference] = id.split(':')
    const number = Number(reference)
    if (namespace === 'eip155' && Number.isSafeInteger(number) && number > 0) ids.add(number)
  }
  return [...ids]
}
