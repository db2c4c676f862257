import type { Context, Hono } from 'hono'
import { formatUnits } from 'viem'
import { z } from 'zod'
import { accountOnChains, parseAccount } from '../chains/accountOnChains'
import type { NftStandard, ServedChain } from '../chains/ServedChain'
import { tokenInfo } from '../chains/tokenInfo'
import { UpstreamError } from '../gateway/forwardRpc'
import { loadCursorSecret } from '../history/cursorSecret'
import {
  type HistoryAccount,
  type HistoryPage,
  mergePages,
  readHistory,
  type TransactionRow,
} from '../history/HistoryReader'
import { type HistoryCursorCodec, historyCursorCodec } from '../history/historyCursor'
import { ApiError, badRequest } from '../http/ApiError'
import { requireProject } from '../http/guardProject'
import { imageUrl } from '../http/imageUrl'
import { parseInput } from '../http/parseInput'
import { caipNetworkId, queryInt, sdkQuery } from '../http/schemas'
import { nftImageUrl } from '../nfts/nftImageUrl'
import { nftServices } from '../nfts/nftServices'
import { isSpamCollection } from '../nfts/spamCollections'
import { onrampHistory } from '../onramp/onrampHistory'
import type { AppEnv, Services } from '../server/Services'
import { servedChains } from './balance'

/** SPEC §3 transaction. */
export interface Transaction {
  id: string
  metadata: {
    minedAt: string
    chain: string
    /** 'buy' for on-ramp purchases (the `onramp` query). */
    operationType: 'send' | 'receive' | 'buy'
    status: string
    sentFrom: string
    sentTo: string
    hash: string
  }
  transfers: (FungibleTransfer | NftTransfer)[]
}

interface FungibleTransfer {
  fungible_info: { name: string; symbol: string; icon: { url: string } }
  quantity: { numeric: string }
  direction: 'in' | 'out' | 'self'
  value?: number
  price?: number
}

/** SPEC §3 nft_info: name, content preview (the image route) and the spam flag (issue 37). */
interface NftTransfer {
  nft_info: {
    contract_address: string
    token_id: string
    interface: NftStandard
    name: string | null
    collection_name: string | null
    content?: { preview: { url: string } }
    flags: { is_spam: boolean }
  }
  quantity: { numeric: string }
  direction: 'in' | 'out' | 'self'
}

const PAGE_SIZE = 20

const query = z.object({
  ...sdkQuery,
  cursor: z.string().max(400).optional(),
  chainId: caipNetworkId.optional(),
  onramp: z.enum(['coinbase', 'meld'], 'onramp must be coinbase or meld').optional(),
  limit: queryInt(1, 100).optional(),
})

/** GET /v1/account/{account}/history: indexed transfers grouped by transaction, cursor paged. */
export function historyRoute(app: Hono<AppEnv>, services: Services) {
  let codec: Promise<HistoryCursorCodec> | undefined
  // Loaded on first use, and again after a failure, so a database hiccup at start is not fatal.
  const cursors = () =>
    (codec ??= loadCursorSecret(services.db, services.config.history.cursorSecret).then(
      historyCursorCodec,
      (error) => {
        codec = undefined
        throw error
      },
    ))
  app.get('/v1/account/:account/history', requireProject(services), async (c) => {
    const account = parseAccount(c.req.param('account'))
    const q = parseInput(query, c.req.query(), 'query')
    const cursor = q.cursor ? (await cursors()).decode(q.cursor) : undefined
    if (q.cursor && !cursor) {
      throw badRequest('Invalid query: cursor is not one this provider gave, or it was altered')
    }
    const chains = servedChains(services, q.chainId)
    if (q.onramp) {
      const icon = (symbol: string) =>
        imageUrl(c, services.config.publicUrl, 'tokens', symbol.toLowerCase())
      const data = await onrampHistory(
        services,
        account,
        chains,
        q.onramp,
        q.limit ?? PAGE_SIZE,
        icon,
      )
      return c.json({ data, next: null })
    }
    const keys = new Map<string, string>()
    const accounts = new Map<string, HistoryAccount>()
    const live: Promise<HistoryPage>[] = []
    const now = new Date()
    for (const { chain, address } of accountOnChains(account, chains)) {
      const key = chain.addressKey(address)
      keys.set(chain.id, key)
      // Chains the indexer does not follow (bip122) read their history live, in the same order.
      if (chain.readHistory) {
        live.push(chain.readHistory(key, cursor, q.limit ?? PAGE_SIZE, now))
        continue
      }
      const group = accounts.get(key) ?? accounts.set(key, { address: key, chainIds: [] }).get(key)
      group?.chainIds.push(chain.id)
    }
    const indexed = accounts.size
      ? [readHistory(services.db, [...accounts.values()], cursor, q.limit ?? PAGE_SIZE)]
      : []
    const pages = await Promise.all([...indexed, ...live]).catch((error: unknown) => {
      if (error instanceof UpstreamError)
        throw new ApiError(502, 'UPSTREAM_ERROR', 'Upstream chain API unavailable')
      throw error
    })
    const page =
      pages.length === 1 ? (pages[0] as HistoryPage) : mergePages(pages, q.limit ?? PAGE_SIZE)
    // One icon link per symbol a page: building each is a good part of a transfer's cost.
    const icons = new Map<string, string>()
    const icon = (symbol: string) => {
      let url = icons.get(symbol)
      if (url === undefined) {
        url = imageUrl(c, services.config.publicUrl, 'tokens', symbol)
        icons.set(symbol, url)
      }
      return url
    }
    const [nfts, prices] = await Promise.all([
      nftsOfPage(c, services, page.transactions),
      pricesOfPage(services, page.transactions),
    ])
    const data = page.transactions.map((tx) => {
      const chain = services.chains.get(tx.chain_id) as ServedChain
      return toTransaction(chain, keys.get(tx.chain_id) as string, tx, icon, nfts, prices)
    })
    return c.json({ data, next: page.next ? (await cursors()).encode(page.next) : null })
  })
}

const priceKey = (chainId: string, token: string | null) => `${chainId}|${token ?? 'native'}`

/** The USD price of every fungible token the page's transfers move, from the price source. */
async function pricesOfPage(
  services: Services,
  transactions: readonly TransactionRow[],
): Promise<Map<string, number>> {
  const wanted = new Map<string, { chain: ServedChain; token: string | null }>()
  for (const tx of transactions) {
    const chain = services.chains.get(tx.chain_id) as ServedChain
    for (const t of tx.transfers) {
      if (t.token_id !== undefined) continue
      wanted.set(priceKey(tx.chain_id, t.token_address), { chain, token: t.token_address })
    }
  }
  const entries = await Promise.all(
    [...wanted].map(async ([key, { chain, token }]) => {
      const info = tokenInfo(chain, token)
      return [key, info ? (await services.prices.price(chain, info)).priceUsd : 0] as const
    }),
  )
  return new Map(entries)
}

const nftKey = (chainId: string, contract: string, tokenId: string) =>
  `${chainId}|${contract}|${tokenId}`

/** The nft_info of every NFT the page's transfers move, its metadata read once per token. */
async function nftsOfPage(
  c: Context<AppEnv>,
  services: Services,
  transactions: readonly TransactionRow[],
): Promise<Map<string, NftTransfer['nft_info']>> {
  const wanted = new Map<
    string,
    { chain: ServedChain; contract: string; tokenId: string; standard: NftStandard }
  >()
  for (const tx of transactions) {
    const chain = services.chains.get(tx.chain_id) as ServedChain
    for (const t of tx.transfers) {
      if (!t.standard || t.token_id === undefined || !t.token_address) continue
      wanted.set(nftKey(tx.chain_id, t.token_address, t.token_id), {
        chain,
        contract: t.token_address,
        tokenId: t.token_id,
        standard: t.standard,
      })
    }
  }
  const { metadata } = nftServices(services)
  const entries = await Promise.all(
    [...wanted].map(async ([key, { chain, contract, tokenId, standard }]) => {
      const meta = await metadata.read({ chain, contract, tokenId: BigInt(tokenId), standard })
      const shown = chain.displayAddress(contract)
      const info: NftTransfer['nft_info'] = {
        contract_address: shown,
        token_id: tokenId,
        interface: standard,
        name: meta.name ?? null,
        collection_name: meta.collectionName ?? null,
        ...(meta.image
          ? {
              content: {
                preview: {
                  url: nftImageUrl(c, services.config.publicUrl, chain.id, shown, BigInt(tokenId)),
                },
              },
            }
          : {}),
        flags: { is_spam: isSpamCollection(chain, contract) },
      }
      return [key, info] as const
    }),
  )
  return new Map(entries)
}

function toTransaction(
  chain: ServedChain,
  account: string,
  tx: TransactionRow,
  iconOf: (symbol: string) => string,
  nfts: ReadonlyMap<string, NftTransfer['nft_info']>,
  prices: ReadonlyMap<string, number>,
): Transaction {
  const { transfers } = tx
  const primary = transfers[0]
  return {
    id: tx.tx_hash,
    metadata: {
      minedAt: tx.mined_at.toISOString(),
      chain: tx.chain_id,
      operationType: primary?.from_address === account ? 'send' : 'receive',
      status: tx.status,
      sentFrom: primary ? chain.displayAddress(primary.from_address) : '',
      sentTo: primary ? chain.displayAddress(primary.to_address) : '',
      hash: tx.tx_hash,
    },
    transfers: transfers.map((t): FungibleTransfer | NftTransfer => {
      const direction =
        t.from_address === account ? (t.to_address === account ? 'self' : 'out') : 'in'
      const nft =
        t.token_id !== undefined && t.token_address
          ? nfts.get(nftKey(tx.chain_id, t.token_address, t.token_id))
          : undefined
      if (nft) return { nft_info: nft, quantity: { numeric: t.amount }, direction }
      const token = tokenInfo(chain, t.token_address)
      const decimals = token?.decimals ?? 0
      const symbol = token?.symbol ?? 'UNKNOWN'
      const numeric = formatUnits(BigInt(t.amount), decimals)
      const price = prices.get(priceKey(tx.chain_id, t.token_address)) ?? 0
      const icon = token?.iconUrl ?? iconOf(symbol.toLowerCase())
      return {
        fungible_info: { name: token?.name ?? 'Unknown token', symbol, icon: { url: icon } },
        quantity: { numeric },
        direction,
        ...(price > 0 ? { price, value: Number(numeric) * price } : {}),
      }
    }),
  }
}
