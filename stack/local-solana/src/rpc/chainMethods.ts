import { VersionedMessage } from '@solana/web3.js'
import { messageFee } from '../fees'
import { API_VERSION, type RpcHandler, withContext } from './handler'
import { checkCommitment, configParam, integerParam, invalidParamsIfNot } from './params'
import { invalidParams } from './rpcError'

const SLOTS_PER_EPOCH = 432_000

function decodeMessage(value: unknown): VersionedMessage {
  invalidParamsIfNot(typeof value === 'string', 'message must be a base64 string')
  try {
    return VersionedMessage.deserialize(Buffer.from(value, 'base64'))
  } catch {
    throw invalidParams('message is not a valid transaction message')
  }
}

/** Slots, blockhashes, fees and the node's identity. */
export const chainMethods: Record<string, RpcHandler> = {
  getSlot: (ledger, [config]) => {
    checkCommitment(configParam(config))
    return ledger.slot
  },
  getBlockHeight: (ledger, [config]) => {
    checkCommitment(configParam(config))
    return ledger.blockHeight
  },
  getLatestBlockhash: (ledger, [config]) => {
    checkCommitment(configParam(config))
    return withContext(ledger, ledger.latestBlockhash)
  },
  isBlockhashValid: (ledger, [blockhash, config]) => {
    invalidParamsIfNot(typeof blockhash === 'string', 'blockhash must be a string')
    checkCommitment(configParam(config))
    return withContext(ledger, ledger.isBlockhashValid(blockhash))
  },
  getGenesisHash: (ledger) => ledger.genesisHash,
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': API_VERSION, 'feature-set': 0 }),
  getIdentity: (ledger) => ({ identity: ledger.faucetAddress }),
  getFirstAvailableBlock: () => 0,
  getTransactionCount: (ledger) => ledger.transactionCount,
  getEpochInfo: (ledger, [config]) => {
    checkCommitment(configParam(config))
    return {
      absoluteSlot: ledger.slot,
      blockHeight: ledger.blockHeight,
      epoch: Math.floor(ledger.slot / SLOTS_PER_EPOCH),
      slotIndex: ledger.slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: ledger.transactionCount,
    }
  },
  getMinimumBalanceForRentExemption: (ledger, [size, config]) => {
    checkCommitment(configParam(config))
    return Number(
      ledger.svm.minimumBalanceForRentExemption(
        BigInt(integerParam(size, 'data length', { max: 10 * 1024 * 1024 })),
      ),
    )
  },
  getFeeForMessage: (ledger, [encoded, config]) => {
    checkCommitment(configParam(config))
    const message = decodeMessage(encoded)
    // null for an expired blockhash, as a cluster answers.
    return withContext(
      ledger,
      ledger.isBlockhashValid(message.recentBlockhash) ? messageFee(message) : null,
    )
  },
  getRecentPrioritizationFees: () => [],
}
