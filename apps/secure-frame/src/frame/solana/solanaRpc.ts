import { ERRORS } from '@latchkey/core'
import { base58, base64 } from '@scure/base'
import { ft } from '../i18n/frameText'
import { WalletRpcError } from '../rpc/walletRpcError'
import { approvalForm, type Prompter } from '../ui/prompts'
import type { SolanaKey } from './solanaKey'
import { describeTransaction, parseTransaction, withSignature } from './solanaTransaction'

export interface SolanaRpcContext {
  solanaKey(): Promise<SolanaKey>
  prompt: Prompter
  /** The JSON-RPC URL for a `solana:` CAIP-2 network (the provider's gateway), if served. */
  solanaRpcUrl(caipNetworkId: string): string | undefined
  host(): { origin: string; dappName?: string }
  fetch?: typeof fetch
}

const CAIP_SOLANA = /^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/
// SPEC §6 safe Solana reads, forwarded as the node's own method.
const READS: Record<string, string> = {
  solana_getBalance: 'getBalance',
  solana_getAccountInfo: 'getAccountInfo',
  solana_getLatestBlockhash: 'getLatestBlockhash',
}

/**
 * SPEC §5/§6 Solana methods in the frame: reads go to the gateway; signing ones are shown here
 * and signed with the frame's ed25519 key only after the visitor approves them here.
 */
export async function handleSolanaRpc(
  ctx: SolanaRpcContext,
  method: string,
  rawParams: unknown,
  chainId: unknown,
): Promise<unknown> {
  const params = (rawParams ?? {}) as Record<string, unknown>
  const read = READS[method]
  if (read) return call(ctx, chainId, read, Array.isArray(rawParams) ? rawParams : [])
  const key = await ctx.solanaKey()
  switch (method) {
    case 'solana_signMessage': {
      const message = decode(params.message, base58, 'message')
      checkSigner(params.pubkey, key)
      await approve(ctx, ft('approval.signMessage'), [[ft('detail.message'), readable(message)]])
      return { signature: base58.encode(key.sign(message)) }
    }
    case 'solana_signTransaction': {
      const tx = parseTransaction(decode(params.transaction, base64, 'transaction'))
      await approve(ctx, ft('approval.signTransaction'), describe(tx, chainId))
      const signature = key.sign(tx.message)
      const signed = withSignature(tx, key.address, signature)
      return { signature: base58.encode(signature), transaction: base64.encode(signed) }
    }
    case 'solana_signAllTransactions': {
      const list = Array.isArray(params.transactions) ? params.transactions : []
      if (list.length === 0) throw new WalletRpcError(-32602, 'No transactions to sign')
      const txs = list.map((t) => parseTransaction(decode(t, base64, 'transaction')))
      await approve(
        ctx,
        ft('approval.signTransactions', { count: txs.length }),
        txs.flatMap((tx) => describe(tx, chainId)),
      )
      return {
        transactions: txs.map((tx) =>
          base64.encode(withSignature(tx, key.address, key.sign(tx.message))),
        ),
      }
    }
    case 'solana_signAndSendTransaction': {
      const tx = parseTransaction(decode(params.transaction, base64, 'transaction'))
      const url = rpcUrl(ctx, chainId)
      await approve(ctx, ft('approval.sendTransaction'), describe(tx, chainId))
      const signed = withSignature(tx, key.address, key.sign(tx.message))
      const options = (params.options ?? params.sendOptions ?? {}) as Record<string, unknown>
      const signature = await post(ctx, url, 'sendTransaction', [
        base64.encode(signed),
        { ...pickSendOptions(options), encoding: 'base64' },
      ])
      return { signature }
    }
    default:
      throw new WalletRpcError(4200, ERRORS.RPC_CALL_NOT_ALLOWED)
  }
}

async function approve(ctx: SolanaRpcContext, title: string, details: [string, string][]) {
  const approved = await ctx.prompt<boolean>(approvalForm({ ...ctx.host(), title, details }))
  if (!approved) throw new WalletRpcError(4001, ERRORS.SIGNATURE_DECLINED)
}

function describe(tx: ReturnType<typeof parseTransaction>, chainId: unknown): [string, string][] {
  return [[ft('detail.network'), String(chainId ?? '')], ...describeTransaction(tx)]
}

function checkSigner(pubkey: unknown, key: SolanaKey) {
  if (pubkey !== undefined && pubkey !== key.address)
    throw new WalletRpcError(4100, 'The message is not for this wallet')
}

function decode(value: unknown, codec: { decode(text: string): Uint8Array }, what: string) {
  try {
    if (typeof value === 'string' && value.length > 0) return codec.decode(value)
  } catch {
    // Reported below.
  }
  throw new WalletRpcError(-32602, `Invalid ${what}`)
}

/** Printable UTF-8 is shown as text, anything else as hex (what the key signs). */
function readable(bytes: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    if (/^[\P{C}\n\t]*$/u.test(text)) return text.slice(0, 2000)
  } catch {
    // Not text.
  }
  return `0x${Array.from(bytes.slice(0, 1000), (b) => b.toString(16).padStart(2, '0')).join('')}`
}

// Only send options the node knows; preflightCommitment is checked against SPEC §5's list.
function pickSendOptions(options: Record<string, unknown>) {
  const out: Record<string, unknown> = {}
  if (typeof options.skipPreflight === 'boolean') out.skipPreflight = options.skipPreflight
  if (typeof options.preflightCommitment === 'string')
    out.preflightCommitment = options.preflightCommitment
  if (typeof options.maxRetries === 'number') out.maxRetries = options.maxRetries
  return out
}

function rpcUrl(ctx: SolanaRpcContext, chainId: unknown): string {
  const id = String(chainId ?? '')
  const url = CAIP_SOLANA.test(id) ? ctx.solanaRpcUrl(id) : undefined
  if (!url) throw new WalletRpcError(4901, ERRORS.CHAIN_NOT_SUPPORTED)
  return url
}

function call(ctx: SolanaRpcContext, chainId: unknown, method: string, params: unknown[]) {
  return post(ctx, rpcUrl(ctx, chainId), method, params)
}

async function post(ctx: SolanaRpcContext, url: string, method: string, params: unknown[]) {
  const response = await (ctx.fetch ?? fetch)(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json().catch(() => ({}))) as {
    result?: unknown
    error?: { code?: number; message?: string }
  }
  if (body.error) throw new WalletRpcError(body.error.code ?? -32603, body.error.message ?? '')
  if (!response.ok) throw new WalletRpcError(-32603, `The Solana node answered ${response.status}`)
  return body.result
}
