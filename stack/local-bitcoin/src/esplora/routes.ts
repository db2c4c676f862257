import { address as addresses } from 'bitcoinjs-lib'
import { CHAIN_TXS_PER_PAGE, LOCAL_BITCOIN_NETWORK, MEMPOOL_TXS_PER_PAGE } from '../constants'
import type { LocalBitcoinChain } from '../LocalBitcoinChain'
import { BroadcastRefusal, type ChainTx } from '../types'
import { addressJson, addressUtxos } from './addressJson'
import { blockJson, txJson, txStatus } from './txJson'

/** An HTTP answer: JSON bodies are objects, text bodies strings. */
export interface Answer {
  status: number
  body: unknown
}

/** What the routes need besides the chain. */
export interface RouteContext {
  chain: LocalBitcoinChain
  feeRates: () => Record<string, number>
  /** Mines `count` blocks to `address` (the miner's when absent); answers their hashes. */
  mine: (count: number, address: string | undefined) => string[]
  /** Called after each accepted broadcast (automine). */
  onBroadcast: () => void
}

const TXID = /^[0-9a-f]{64}$/
const HEIGHT = /^(0|[1-9]\d{0,8})$/
const ok = (body: unknown): Answer => ({ status: 200, body })
const fail = (status: number, text: string): Answer => ({ status, body: text })
const notFound = (what: string) => fail(404, `${what} not found`)
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

function outputScript(address: string): string | undefined {
  try {
    return hex(addresses.toOutputScript(address, LOCAL_BITCOIN_NETWORK))
  } catch {
    return undefined
  }
}

/** Answers one request of the Esplora REST subset (README: Esplora routes). */
export function answerEsplora(
  ctx: RouteContext,
  method: string,
  path: string,
  body: string,
): Answer {
  const parts = path.split('/').slice(1).map(decodeURIComponent)
  if (method === 'POST') return answerPost(ctx, parts, body)
  if (method !== 'GET') return fail(405, 'Method Not Allowed')
  const [head, id, sub, arg, extra] = parts
  if (head === 'tx' && extra === undefined) return answerTx(ctx.chain, id, sub, arg)
  if (head === 'address' && parts.length <= 5) return answerAddress(ctx.chain, id, sub, arg, extra)
  if (head === 'block' && extra === undefined) return answerBlock(ctx.chain, id, sub, arg)
  if (path === '/blocks/tip/height') return ok(String(ctx.chain.tip.height))
  if (path === '/blocks/tip/hash') return ok(ctx.chain.tip.hash)
  if (head === 'blocks' && sub === undefined) return answerBlocks(ctx.chain, id)
  if (head === 'block-height' && parts.length === 2) {
    if (!HEIGHT.test(id ?? '')) return fail(400, 'Invalid block height')
    const block = ctx.chain.blocks[Number(id)]
    return block ? ok(block.hash) : notFound('Block')
  }
  if (path === '/fee-estimates') return ok(ctx.feeRates())
  if (path === '/mempool/txids') return ok(ctx.chain.mempool().map((t) => t.txid))
  if (path === '/mempool') return ok(mempoolJson(ctx.chain.mempool()))
  return fail(404, 'Not Found')
}

function answerPost(ctx: RouteContext, parts: string[], body: string): Answer {
  const [head, ...rest] = parts
  if (head === 'tx' && rest.length === 0) {
    try {
      const txid = ctx.chain.broadcast(body.trim())
      ctx.onBroadcast()
      return ok(txid)
    } catch (error) {
      if (!(error instanceof BroadcastRefusal)) throw error
      const reason = JSON.stringify({ code: error.code, message: error.reason })
      return fail(400, `sendrawtransaction RPC error: ${reason}`)
    }
  }
  if (head === 'mine' && rest.length === 0) return answerMine(ctx, body)
  return fail(404, 'Not Found')
}

function answerMine(ctx: RouteContext, body: string): Answer {
  let input: unknown = {}
  try {
    if (body.trim()) input = JSON.parse(body)
  } catch {
    return fail(400, 'Invalid JSON body')
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return fail(400, 'The body must be a JSON object { blocks?, address? }')
  const { blocks = 1, address } = input as { blocks?: unknown; address?: unknown }
  if (typeof blocks !== 'number' || !Number.isInteger(blocks) || blocks < 1 || blocks > 1000)
    return fail(400, 'blocks must be an integer from 1 to 1000')
  if (address !== undefined && (typeof address !== 'string' || !outputScript(address)))
    return fail(400, 'Invalid Bitcoin address')
  const hashes = ctx.mine(blocks, address as string | undefined)
  return ok({ hashes, height: ctx.chain.tip.height })
}

function answerTx(chain: LocalBitcoinChain, txid = '', sub?: string, arg?: string): Answer {
  if (!TXID.test(txid)) return fail(400, 'Invalid hex string')
  const chainTx = chain.transaction(txid)
  if (!chainTx) return notFound('Transaction')
  if (sub === undefined) return ok(txJson(chainTx))
  if (arg === undefined && sub === 'hex') return ok(chainTx.tx.toHex())
  if (arg === undefined && sub === 'status') return ok(txStatus(chainTx))
  if (arg === undefined && sub === 'outspends')
    return ok(chainTx.tx.outs.map((_, vout) => outspend(chain, txid, vout)))
  if (sub === 'outspend' && arg !== undefined) {
    if (!HEIGHT.test(arg)) return fail(400, 'Invalid output index')
    return Number(arg) < chainTx.tx.outs.length
      ? ok(outspend(chain, txid, Number(arg)))
      : notFound('Output')
  }
  return fail(404, 'Not Found')
}

function outspend(chain: LocalBitcoinChain, txid: string, vout: number) {
  const spender = chain.spender(txid, vout)
  const spending = spender ? chain.transaction(spender) : undefined
  if (!spending) return { spent: false }
  const vin = spending.tx.ins.findIndex(
    (i) => i.index === vout && hex(Buffer.from(i.hash).reverse()) === txid,
  )
  return { spent: true, txid: spending.txid, vin, status: txStatus(spending) }
}

function answerAddress(
  chain: LocalBitcoinChain,
  address = '',
  sub?: string,
  arg?: string,
  extra?: string,
): Answer {
  const script = outputScript(address)
  if (!script) return fail(400, 'Invalid Bitcoin address')
  if (sub === undefined) return ok(addressJson(chain, address, script))
  if (sub === 'utxo' && arg === undefined) return ok(addressUtxos(chain, script))
  if (sub !== 'txs') return fail(404, 'Not Found')
  const { mempool, confirmed } = chain.scriptHistory(script)
  if (arg === undefined) {
    return ok(
      [...mempool.slice(0, MEMPOOL_TXS_PER_PAGE), ...confirmed.slice(0, CHAIN_TXS_PER_PAGE)].map(
        txJson,
      ),
    )
  }
  if (arg === 'mempool' && extra === undefined)
    return ok(mempool.slice(0, MEMPOOL_TXS_PER_PAGE).map(txJson))
  if (arg !== 'chain') return fail(404, 'Not Found')
  if (extra === undefined) return ok(confirmed.slice(0, CHAIN_TXS_PER_PAGE).map(txJson))
  if (!TXID.test(extra)) return fail(400, 'Invalid hex string')
  const after = confirmed.findIndex((t) => t.txid === extra)
  if (after < 0) return ok([])
  return ok(confirmed.slice(after + 1, after + 1 + CHAIN_TXS_PER_PAGE).map(txJson))
}

function answerBlock(chain: LocalBitcoinChain, hash = '', sub?: string, arg?: string): Answer {
  if (!TXID.test(hash)) return fail(400, 'Invalid hex string')
  const stored = chain.blocks.find((b) => b.hash === hash)
  if (!stored) return notFound('Block')
  if (sub === undefined) return ok(blockJson(chain, stored.height))
  if (arg === undefined && sub === 'status') {
    const next = chain.blocks[stored.height + 1]
    return ok({ in_best_chain: true, height: stored.height, next_best: next?.hash ?? null })
  }
  if (arg === undefined && sub === 'header') {
    return ok(hex(stored.block.toBuffer(true)))
  }
  if (arg === undefined && sub === 'txids') return ok(blockTxids(chain, stored.height))
  if (sub === 'txs') {
    const start = arg === undefined ? 0 : HEIGHT.test(arg) ? Number(arg) : -1
    if (start < 0 || start % CHAIN_TXS_PER_PAGE !== 0) return fail(400, 'Invalid start index')
    const ids = blockTxids(chain, stored.height).slice(start, start + CHAIN_TXS_PER_PAGE)
    return ok(
      ids.flatMap((id) =>
        chain.transaction(id) ? [txJson(chain.transaction(id) as ChainTx)] : [],
      ),
    )
  }
  return fail(404, 'Not Found')
}

// The genesis coinbase is not indexed (as in bitcoind); its txid still belongs to block 0.
const blockTxids = (chain: LocalBitcoinChain, height: number) =>
  height === 0
    ? (chain.blocks[0]?.block.transactions ?? []).map((t) => t.getId())
    : (chain.blocks[height]?.txids ?? [])

function answerBlocks(chain: LocalBitcoinChain, start?: string): Answer {
  if (start !== undefined && !HEIGHT.test(start)) return fail(400, 'Invalid block height')
  const from = Math.min(start === undefined ? chain.tip.height : Number(start), chain.tip.height)
  const heights = Array.from({ length: Math.min(10, from + 1) }, (_, i) => from - i)
  return ok(heights.map((h) => blockJson(chain, h)))
}

function mempoolJson(txs: ChainTx[]) {
  return {
    count: txs.length,
    vsize: txs.reduce((sum, t) => sum + t.tx.virtualSize(), 0),
    total_fee: txs.reduce((sum, t) => sum + Number(t.fee), 0),
    fee_histogram: [],
  }
}
