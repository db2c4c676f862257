import { bytesToHex, type Hex, isAddress } from 'viem'
import { parseChainIdHex, toChainIdHex } from '../chainParams'
import { invalidParams, ProviderRpcError, rpcErrorCodes, toProviderRpcError } from '../errors'
import type { WalletContext } from '../walletContext'
import { describeTransaction, prepareTransactionParameter, signAndSend } from './transactionMethods'
import type { MethodTable } from './types'

// EIP-5792 status codes.
const status = { pending: 100, confirmed: 200, reverted: 500, partiallyReverted: 600 } as const

interface Batch {
  chainId: number
  version: string
  hashes: Hex[]
  /** Calls that were never sent because an earlier one failed. */
  unsent: number
}

interface RawReceipt {
  logs: { address: Hex; data: Hex; topics: Hex[] }[]
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
}

const randomId = (): Hex => bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(32)))

function parseSendCalls(ctx: WalletContext, value: unknown) {
  if (!value || typeof value !== 'object')
    throw invalidParams('wallet_sendCalls expects [{ chainId, calls }]')
  const p = value as Record<string, unknown>
  const chainId = parseChainIdHex(p.chainId)
  if (chainId !== ctx.chainId()) {
    throw new ProviderRpcError(
      rpcErrorCodes.unsupportedChainId,
      `Chain ${p.chainId} is not the active chain`,
    )
  }
  if (p.atomicRequired === true) {
    throw new ProviderRpcError(
      rpcErrorCodes.atomicityNotSupported,
      'The dev wallet cannot execute calls atomically',
    )
  }
  for (const [name, capability] of Object.entries(
    (p.capabilities as Record<string, unknown>) ?? {},
  )) {
    if (!(capability as { optional?: boolean })?.optional) {
      throw new ProviderRpcError(
        rpcErrorCodes.unsupportedCapability,
        `Unsupported capability: ${name}`,
      )
    }
  }
  if (!Array.isArray(p.calls) || p.calls.length === 0)
    throw invalidParams('calls must be a non-empty array')
  const calls = p.calls.map((call: Record<string, unknown>, i) => {
    // SPEC §5: a call's 'to' starts with 0x, and so does its 'data'.
    if (
      typeof call?.to !== 'string' ||
      !call.to.startsWith('0x') ||
      !isAddress(call.to, { strict: false })
    ) {
      throw invalidParams(`calls[${i}].to must be a 0x address`)
    }
    if (call.data !== undefined && (typeof call.data !== 'string' || !call.data.startsWith('0x'))) {
      throw invalidParams(`calls[${i}].data must start with 0x`)
    }
    return prepareTransactionParameter(ctx, {
      from: p.from,
      to: call.to,
      data: call.data,
      value: call.value,
    })
  })
  if (p.id !== undefined && (typeof p.id !== 'string' || !p.id))
    throw invalidParams('id must be a non-empty string')
  return { chainId, calls, id: p.id as string | undefined, version: String(p.version ?? '2.0.0') }
}

export function createCallsMethods(ctx: WalletContext): MethodTable {
  const batches = new Map<string, Batch>()
  return {
    wallet_getCapabilities: async (params) => {
      ctx.authorizedAccount(params[0])
      const wanted = Array.isArray(params[1])
        ? params[1].map(parseChainIdHex)
        : ctx.getState().chains.map((c) => c.id)
      return Object.fromEntries(
        wanted
          .filter((id) => ctx.hasChain(id))
          .map((id) => [toChainIdHex(id), { atomic: { status: 'unsupported' } }]),
      )
    },
    // Sends each call as its own transaction, in order, after one approval.
    wallet_sendCalls: async (params) => {
      const { chainId, calls, id = randomId(), version } = parseSendCalls(ctx, params[0])
      if (batches.has(id))
        throw new ProviderRpcError(rpcErrorCodes.duplicateCallsId, `Calls id ${id} is already used`)
      const account = calls[0]!.account
      await ctx.requireApproval({
        kind: 'send-calls',
        method: 'wallet_sendCalls',
        params,
        account: account.address,
        summary: `${calls.length} call${calls.length === 1 ? '' : 's'}: ${calls.map((c) => describeTransaction(ctx, c.tx)).join('; ')}`,
      })
      const batch: Batch = { chainId, version, hashes: [], unsent: calls.length }
      for (const call of calls) {
        try {
          batch.hashes.push(await signAndSend(ctx, account, call.tx, chainId))
          batch.unsent--
        } catch (error) {
          if (batch.hashes.length === 0) throw toProviderRpcError(error)
          break
        }
      }
      batches.set(id, batch)
      return version === '1.0' ? id : { id }
    },
    wallet_getCallsStatus: async (params) => {
      const id = params[0]
      const batch = typeof id === 'string' ? batches.get(id) : undefined
      if (!batch)
        throw new ProviderRpcError(rpcErrorCodes.unknownCallsId, `Unknown calls id ${String(id)}`)
      const client = ctx.publicClient(batch.chainId)
      const receipts = (await Promise.all(
        batch.hashes.map((hash) =>
          client.request({ method: 'eth_getTransactionReceipt', params: [hash] }),
        ),
      )) as (RawReceipt | null)[]
      const mined = receipts.filter((r): r is RawReceipt => r !== null)
      const succeeded = mined.filter((r) => r.status === '0x1').length
      const code =
        mined.length < receipts.length
          ? status.pending
          : succeeded === receipts.length && batch.unsent === 0
            ? status.confirmed
            : succeeded === 0
              ? status.reverted
              : status.partiallyReverted
      return {
        version: batch.version,
        id,
        chainId: toChainIdHex(batch.chainId),
        atomic: false,
        status: code,
        receipts: mined.map((r) => ({
          logs: r.logs.map(({ address, data, topics }) => ({ address, data, topics })),
          status: r.status,
          blockHash: r.blockHash,
          blockNumber: r.blockNumber,
          gasUsed: r.gasUsed,
          transactionHash: r.transactionHash,
        })),
      }
    },
  }
}
