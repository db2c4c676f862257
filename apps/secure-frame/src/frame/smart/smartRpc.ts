import { ERRORS } from '@latchkey/core'
import { type Hex, hexToBigInt, isAddress, isHex, type LocalAccount, numberToHex } from 'viem'
import type { SmartAccount, UserOperationReceipt } from 'viem/account-abstraction'
import { ft } from '../i18n/frameText'
import type { RpcContext } from '../rpc/handleRpc'
import { WalletRpcError } from '../rpc/walletRpcError'
import { approvalForm } from '../ui/prompts'
import { describeCalls, type SmartCall } from './describeCalls'

/** What handleRpc does itself (the request is not one for the smart account). */
export const NOT_SMART = Symbol('not a smart-account request')

/** EIP-5792 status codes. */
const STATUS = { pending: 100, confirmed: 200, reverted: 500 } as const
const USER_OPERATION_METHODS = new Set([
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
])

/**
 * The smart account's share of SPEC §6: with it active, eth_accounts, eth_sendTransaction,
 * wallet_sendCalls (one user operation, executeBatch) and eth_sendUserOperation go through the
 * bundler; wallet_getCapabilities reports atomic batches on the smart account's chains.
 */
export async function smartRpc(
  ctx: RpcContext,
  method: string,
  params: unknown[],
  owner: LocalAccount,
): Promise<unknown> {
  const smart = ctx.smart
  if (!smart) return NOT_SMART
  const chainId = ctx.chainId()
  if (method === 'wallet_getCapabilities') return capabilities(ctx, params)
  if (USER_OPERATION_METHODS.has(method))
    return smart.bundler(chainId).request({ method, params } as never)
  if (method === 'wallet_getCallsStatus') return callsStatus(ctx, params[0])
  const account = await smart.active(chainId, owner)
  if (!account) {
    if (method === 'wallet_sendCalls' || method === 'eth_sendUserOperation')
      throw new WalletRpcError(5700, ERRORS.SMART_ACCOUNTS_NOT_SUPPORTED)
    return NOT_SMART
  }
  switch (method) {
    case 'eth_accounts':
      return [await account.getAddress()]
    case 'eth_sendTransaction': {
      const tx = (params[0] ?? {}) as { from?: Hex; to?: Hex; value?: Hex; data?: Hex }
      if (!tx.to) throw new WalletRpcError(-32602, 'A smart account cannot deploy a contract')
      const hash = await sendCalls(ctx, account, [call(tx)], tx.from, 'Send a transaction')
      // eth_sendTransaction answers a transaction hash: the bundle's, once it is mined.
      const receipt = await smart.bundler(chainId).waitForUserOperationReceipt({ hash })
      return receipt.receipt.transactionHash
    }
    case 'wallet_sendCalls': {
      const request = (params[0] ?? {}) as { calls?: unknown; from?: string; chainId?: Hex }
      if (request.chainId && Number(hexToBigInt(request.chainId)) !== chainId)
        throw new WalletRpcError(5710, ERRORS.CHAIN_NOT_SUPPORTED)
      if (!Array.isArray(request.calls) || request.calls.length === 0)
        throw new WalletRpcError(-32602, 'wallet_sendCalls needs at least one call')
      const calls = request.calls.map((c) => call(c as Record<string, Hex | undefined>))
      const id = await sendCalls(ctx, account, calls, request.from, ft('approval.sendCalls'))
      return { id }
    }
    case 'eth_sendUserOperation': {
      const [operation, entryPoint] = params as [Record<string, Hex>, Hex]
      const sender = await account.getAddress()
      if (operation?.sender?.toLowerCase() !== sender.toLowerCase())
        throw new WalletRpcError(4100, 'The user operation is not from this wallet')
      if (String(entryPoint).toLowerCase() !== account.entryPoint.address.toLowerCase())
        throw new WalletRpcError(-32602, 'Unknown EntryPoint')
      if (!isHex(operation.callData)) throw new WalletRpcError(-32602, 'callData must be hex')
      const calls = await account.decodeCalls?.(operation.callData).catch(() => undefined)
      await approve(ctx, account, [...(calls ?? [])], ft('approval.sendUserOperation'))
      return smart
        .bundler(chainId, account)
        .sendUserOperation({ account, callData: operation.callData })
    }
    default:
      return NOT_SMART
  }
}

/** SPEC §5: each call's 'to' and 'data' start with 0x. */
function call(raw: Record<string, Hex | undefined>): SmartCall {
  if (typeof raw !== 'object' || raw === null || !isAddress(String(raw.to)))
    throw new WalletRpcError(-32602, "Each call needs a 'to' address starting with 0x")
  if (raw.data !== undefined && !isHex(raw.data))
    throw new WalletRpcError(-32602, "A call's 'data' must start with 0x")
  if (raw.value !== undefined && !isHex(raw.value))
    throw new WalletRpcError(-32602, "A call's 'value' must be a 0x quantity")
  return {
    to: raw.to as Hex,
    value: raw.value ? hexToBigInt(raw.value) : 0n,
    data: raw.data ?? '0x',
  }
}

async function approve(ctx: RpcContext, account: SmartAccount, calls: SmartCall[], title: string) {
  const sender = await account.getAddress()
  const deployed = await account.isDeployed()
  const approved = await ctx.prompt<boolean>(
    approvalForm({ ...ctx.host(), ...describeCalls(title, sender, deployed, calls) }),
  )
  if (!approved) throw new WalletRpcError(4001, ERRORS.SIGNATURE_DECLINED)
}

/** Shown, approved, then one user operation (its hash is the EIP-5792 batch id). */
async function sendCalls(
  ctx: RpcContext,
  account: SmartAccount,
  calls: SmartCall[],
  from: string | undefined,
  title: string,
): Promise<Hex> {
  if (from && from.toLowerCase() !== (await account.getAddress()).toLowerCase())
    throw new WalletRpcError(4100, 'The request is not from this wallet')
  await approve(ctx, account, calls, title)
  const hash = await ctx
    .smart!.bundler(ctx.chainId(), account)
    .sendUserOperation({ account, calls })
  ctx.batches?.set(hash, ctx.chainId())
  return hash
}

async function capabilities(ctx: RpcContext, params: unknown[]) {
  const smart = ctx.smart!
  const wanted = Array.isArray(params[1])
    ? (params[1] as Hex[]).map((id) => Number(hexToBigInt(id)))
    : undefined
  const status = smart.preferred() === 'smartAccount' ? 'supported' : 'ready'
  const answer: Record<Hex, { atomic: { status: string } }> = {}
  for (const { chainId } of await smart.enabledNetworks())
    if (!wanted || wanted.includes(chainId)) answer[numberToHex(chainId)] = { atomic: { status } }
  return answer
}

async function callsStatus(ctx: RpcContext, id: unknown) {
  if (!isHex(id) || id.length !== 66) throw new WalletRpcError(-32602, 'Unknown batch id')
  const chainId = ctx.batches?.get(id) ?? ctx.chainId()
  const receipt = (await ctx.smart!.bundler(chainId).request({
    method: 'eth_getUserOperationReceipt',
    params: [id],
  })) as UserOperationReceipt | null
  const tx = receipt?.receipt
  return {
    version: '2.0.0',
    id,
    chainId: numberToHex(chainId),
    atomic: true,
    status: !receipt ? STATUS.pending : receipt.success ? STATUS.confirmed : STATUS.reverted,
    ...(tx
      ? {
          receipts: [
            {
              logs: tx.logs,
              status: receipt.success ? '0x1' : '0x0',
              blockHash: tx.blockHash,
              blockNumber: tx.blockNumber,
              gasUsed: tx.gasUsed,
              transactionHash: tx.transactionHash,
            },
          ],
        }
      : {}),
  }
}
