import { EMBEDDED_SAFE_RPC_METHODS, EMBEDDED_UNSAFE_RPC_METHODS, ERRORS } from '@latchkey/core'
import {
  createPublicClient,
  defineChain,
  type Hex,
  hexToBigInt,
  http,
  isHex,
  numberToHex,
} from 'viem'
import type { SmartAccounts } from '../smart/smartAccounts'
import { NOT_SMART, smartRpc } from '../smart/smartRpc'
import { approvalForm, type Prompter } from '../ui/prompts'
import type { WalletSession } from '../walletSession'
import { describeRequest } from './describeRequest'

import { WalletRpcError } from './walletRpcError'

export { WalletRpcError }

const SAFE = new Set<string>(EMBEDDED_SAFE_RPC_METHODS)
const UNSAFE = new Set<string>(EMBEDDED_UNSAFE_RPC_METHODS)
const SIGNED_HERE = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'])

export interface RpcContext {
  wallet: WalletSession
  prompt: Prompter
  chainId(): number
  setChainId(chainId: number): void
  gatewayUrl(chainId: number): string | undefined
  host(): { origin: string; dappName?: string }
  /** Smart accounts (smart/smartAccounts.ts) and the chain of each batch sent (EIP-5792 ids). */
  smart?: SmartAccounts
  batches?: Map<Hex, number>
}

/**
 * SPEC §5/§6 in the frame: only the fixed list; safe methods go to the provider's RPC gateway,
 * unsafe ones are shown here and signed only after the visitor approves them here.
 */
export async function handleRpc(
  ctx: RpcContext,
  method: string,
  rawParams: unknown,
): Promise<unknown> {
  if (!SAFE.has(method) && !UNSAFE.has(method))
    throw new WalletRpcError(4200, ERRORS.RPC_CALL_NOT_ALLOWED)
  const params = Array.isArray(rawParams) ? rawParams : rawParams === undefined ? [] : [rawParams]
  const account = await ctx.wallet.account()
  const smart = await smartRpc(ctx, method, params, account)
  if (smart !== NOT_SMART) return smart
  if (SAFE.has(method)) {
    if (method === 'eth_accounts') return [account.address]
    if (method === 'eth_chainId') return numberToHex(ctx.chainId())
    if (method === 'wallet_switchEthereumChain') {
      const next = Number(hexToBigInt((params[0] as { chainId: Hex }).chainId))
      if (!ctx.gatewayUrl(next)) throw new WalletRpcError(4902, ERRORS.CHAIN_NOT_SUPPORTED)
      ctx.setChainId(next)
      return null
    }
    if (method === 'wallet_getCapabilities') return {}
    return client(ctx).request({ method: method as 'eth_blockNumber', params: params as never })
  }
  if (!SIGNED_HERE.has(method))
    throw new WalletRpcError(4200, `${method} is not supported by this wallet`)
  const approved = await ctx.prompt<boolean>(
    approvalForm({ ...ctx.host(), ...describeRequest(method, params) }),
  )
  if (!approved) throw new WalletRpcError(4001, ERRORS.SIGNATURE_DECLINED)
  // The address eth_accounts gave signs: with the smart account active, the account vouches
  // (ERC-1271, ERC-6492 before deployment) for what its owner key signs.
  const signer =
    method === 'eth_sendTransaction'
      ? account
      : ((await ctx.smart?.active(ctx.chainId(), account)) ?? account)
  switch (method) {
    case 'personal_sign':
      return signer.signMessage({ message: personalMessage(params[0]) })
    case 'eth_signTypedData_v4': {
      const data = typeof params[1] === 'string' ? JSON.parse(params[1]) : params[1]
      const { EIP712Domain: _domain, ...types } = data.types
      return signer.signTypedData({
        domain: data.domain,
        types,
        primaryType: data.primaryType,
        message: data.message,
      })
    }
    default: {
      const tx = params[0] as { from?: string; to?: Hex; value?: Hex; data?: Hex; gas?: Hex }
      if (tx.from && tx.from.toLowerCase() !== account.address.toLowerCase())
        throw new WalletRpcError(4100, 'The transaction is not from this wallet')
      const publicClient = client(ctx)
      const prepared = await publicClient.prepareTransactionRequest({
        account,
        chain: publicClient.chain,
        ...(tx.to ? { to: tx.to } : {}),
        ...(tx.value ? { value: hexToBigInt(tx.value) } : {}),
        ...(tx.data ? { data: tx.data } : {}),
        ...(tx.gas ? { gas: hexToBigInt(tx.gas) } : {}),
      })
      const signed = await account.signTransaction(prepared as never)
      return publicClient.sendRawTransaction({ serializedTransaction: signed })
    }
  }
}

/** personal_sign's message as shown: hex is the bytes, anything else the text (dapps send both). */
function personalMessage(message: unknown): string | { raw: Hex } {
  if (typeof message !== 'string') throw new WalletRpcError(-32602, 'The message must be a string')
  return isHex(message) ? { raw: message } : message
}

function client(ctx: RpcContext) {
  const chainId = ctx.chainId()
  const url = ctx.gatewayUrl(chainId)
  if (!url) throw new WalletRpcError(4901, ERRORS.CHAIN_NOT_SUPPORTED)
  const chain = defineChain({
    id: chainId,
    name: `eip155:${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
  return createPublicClient({ chain, transport: http(url) })
}
