import type { SolanaLedger } from '../ledger'
import type { RpcHandler } from './handler'
import {
  checkCommitment,
  configParam,
  integerParam,
  invalidParamsIfNot,
  optionalBoolean,
  optionalString,
} from './params'
import { RpcError } from './rpcError'
import { transactionJson, transactionView } from './transactionJson'

const BLOCK_NOT_AVAILABLE = -32004
const MAX_BLOCK_RANGE = 500_000
const DETAILS = ['full', 'signatures', 'none', 'accounts']

/** A transaction inside a block: the block carries its slot and time. */
const inBlock = ({ transaction, meta, version }: ReturnType<typeof transactionJson>) => ({
  transaction,
  meta,
  version,
})

function blockJson(ledger: SolanaLedger, slot: number, config: unknown) {
  const { options, encoding, maxVersion } = transactionView(config)
  const block = ledger.block(slot)
  if (!block) throw new RpcError(BLOCK_NOT_AVAILABLE, `Block not available for slot ${slot}`)
  const details = optionalString(options, 'transactionDetails') ?? 'full'
  invalidParamsIfNot(DETAILS.includes(details), `unknown transactionDetails ${details}`)
  invalidParamsIfNot(details !== 'accounts', 'transactionDetails accounts is not supported')
  const record = block.signature ? ledger.record(block.signature) : undefined
  const body =
    details === 'none'
      ? {}
      : details === 'signatures'
        ? { signatures: record ? [record.signature] : [] }
        : {
            transactions: record ? [inBlock(transactionJson(record, encoding, maxVersion))] : [],
          }
  return {
    blockHeight: slot,
    blockTime: block.blockTime,
    blockhash: block.blockhash,
    parentSlot: Math.max(slot - 1, 0),
    previousBlockhash: ledger.block(Math.max(slot - 1, 0))?.blockhash ?? block.blockhash,
    ...body,
    ...(optionalBoolean(options, 'rewards') === false ? {} : { rewards: [] }),
  }
}

/** Blocks: one per slot, none skipped. */
export const blockMethods: Record<string, RpcHandler> = {
  getBlock: (ledger, [slot, config]) => {
    const value = integerParam(slot, 'slot')
    return blockJson(ledger, value, config)
  },
  getBlocks: (ledger, [start, end, config]) => {
    const from = integerParam(start, 'start slot')
    const to =
      end === undefined || (typeof end === 'object' && end !== null)
        ? ledger.slot
        : integerParam(end, 'end slot')
    checkCommitment(configParam(typeof end === 'object' ? end : config))
    invalidParamsIfNot(to - from <= MAX_BLOCK_RANGE, `slot range too large; max ${MAX_BLOCK_RANGE}`)
    const last = Math.min(to, ledger.slot)
    return last < from ? [] : Array.from({ length: last - from + 1 }, (_, index) => from + index)
  },
  getBlockTime: (ledger, [slot]) => {
    const value = integerParam(slot, 'slot')
    const block = ledger.block(value)
    if (!block) throw new RpcError(BLOCK_NOT_AVAILABLE, `Block not available for slot ${value}`)
    return block.blockTime
  },
}
