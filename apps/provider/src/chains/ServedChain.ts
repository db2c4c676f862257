import type { ChainConfig, TokenConfig } from '../config/configSchema'
import type { HistoryPage } from '../history/HistoryReader'
import type { HistoryCursor } from '../history/historyCursor'

/** A balance as the node answered it: the amount, or why it could not be read. */
export type BalanceRead = PromiseSettledResult<bigint>

/** One address's native and known-token balances, each read on its own. */
export interface BalanceReads {
  native: BalanceRead
  tokens: { token: TokenConfig; read: BalanceRead }[]
}

export interface IndexedTransaction {
  txHash: string
  blockNumber: number
  txIndex: number
  minedAt: Date
  status: 'confirmed' | 'failed'
}

export interface IndexedTransfer {
  txHash: string
  /** -1 for the native value of the transaction. */
  logIndex: number
  /** In the namespace's stored spelling; null for the native currency. */
  tokenAddress: string | null
  from: string
  to: string
  amount: bigint
}

/** One NFT moving: an ERC-721 token, an ERC-1155 amount, or a Solana NFT mint (issue 37). */
export interface IndexedNftTransfer {
  txHash: string
  logIndex: number
  /** The item's place in an ERC-1155 TransferBatch (or a Solana instruction); 0 otherwise. */
  itemIndex: number
  blockNumber: number
  standard: NftStandard
  /** The collection contract (the mint for Solana NFTs), in the namespace's stored spelling. */
  contract: string
  tokenId: bigint
  from: string
  to: string
  amount: bigint
}

export type NftStandard = 'ERC721' | 'ERC1155' | 'METAPLEX'

/** What the indexer stores of a range of blocks. */
export interface BlockRange {
  blocks: { number: number; hash: string }[]
  transactions: IndexedTransaction[]
  transfers: IndexedTransfer[]
  /** NFT transfers, on chains whose source reads them. */
  nftTransfers?: IndexedNftTransfer[]
}

/** Where an NFT's metadata is: the token's URI as its contract (or metadata account) names it. */
export interface NftSource {
  /** `tokenURI(id)` (ERC-721) or `uri(id)` with `{id}` filled in (ERC-1155); undefined if none. */
  tokenUri(contract: string, tokenId: bigint, standard: NftStandard): Promise<string | undefined>
  /** The collection's `name()`, or undefined when it has none. */
  collectionName(
    contract: string,
    tokenId: bigint,
    standard: NftStandard,
  ): Promise<string | undefined>
}

/** How the indexer follows one chain's node. */
export interface ChainSource {
  /** The newest block number the node has. */
  head(): Promise<number>
  /** The node's hash of a block, or undefined when it has no such block (a shorter chain). */
  blockHash(blockNumber: number): Promise<string | undefined>
  /** Native value transfers and known-token transfers of blocks from..to. */
  readRange(from: number, to: number): Promise<BlockRange>
}

/**
 * A configured chain as the backend of its CAIP-2 namespace serves it: everything the balance
 * reader, the history route and the indexer need, with no namespace branching above it.
 */
export interface ServedChain {
  /** CAIP-2 id, e.g. eip155:31337. */
  id: string
  /** The CAIP-2 namespace (§3 Network chainNamespace), e.g. eip155. */
  namespace: string
  config: ChainConfig
  /** Known tokens by their address in the namespace's stored spelling (see addressKey). */
  tokens: ReadonlyMap<string, TokenConfig>
  /** The chain's Esplora REST API, which /v1/esplora/… forwards to (bip122). */
  esploraUrl?: string
  /** JSON-RPC methods the gateway forwards to this chain's node. */
  gatewayMethods: ReadonlySet<string>
  /** The address in its canonical spelling, or undefined when it is not one of this namespace (§5). */
  parseAddress(text: string): string | undefined
  /** The spelling the index tables store and compare an address in. */
  addressKey(address: string): string
  /** A stored address in the spelling answers show. */
  displayAddress(key: string): string
  /** A known token by its address in any accepted spelling. */
  token(address: string): TokenConfig | undefined
  /** Reads the native and known-token balances of a canonical address from the node. */
  readBalances(address: string): Promise<BalanceReads>
  /** The node as the indexer reads it; absent for chains whose history is read live (readHistory). */
  source?: ChainSource
  /** Reads NFT token URIs and collection names from the node (issue 37). */
  nfts?: NftSource
  /**
   * The account's transactions read from the chain's own API at request time, for chains the
   * indexer does not follow: newest first, after `cursor` in the history's sort order.
   */
  readHistory?(
    address: string,
    cursor: HistoryCursor | undefined,
    limit: number,
    now: Date,
  ): Promise<HistoryPage>
}

/** A chain the indexer follows. */
export type IndexedChain = ServedChain & { source: ChainSource }

/** One namespace's chains: new namespaces are new backends registered in namespaceBackends.ts. */
export interface NamespaceBackend {
  namespace: string
  /** The CAIP-2 ids of this namespace a chain config may name, and the rule in words. */
  chainIdPattern: RegExp
  chainIdRule: string
  /** What a configured token address of this namespace looks like, in words. */
  tokenAddressRule: string
  /** What an address of this namespace looks like, for a 400 naming the rule (§5). */
  addressRule: string
  /** The address in its canonical spelling, or undefined when it is not one of this namespace. */
  parseAddress(text: string): string | undefined
  /** A configured token's address, when it differs from parseAddress (undefined: no tokens). */
  parseTokenAddress?(text: string): string | undefined
  serve(config: ChainConfig, options: { timeoutMs: number }): ServedChain
}
