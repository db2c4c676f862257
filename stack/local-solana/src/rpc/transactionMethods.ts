import { PACKET_DATA_SIZE, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { describeTransactionError, TransactionRejectedError } from '../transactionErrors'
import { type RpcHandler, withContext } from './handler'
import {
  checkCommitment,
  configParam,
  integerParam,
  invalidParamsIfNot,
  optionalBoolean,
  optionalString,
  pubkeyParam,
  signatureParam,
} from './params'
import {
  invalidParams,
  RpcError,
  SEND_TRANSACTION_PREFLIGHT_FAILURE,
  TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
} from './rpcError'
import { transactionJson, transactionView } from './transactionJson'

const MAX_STATUSES = 256
const MAX_SIGNATURES = 1000
const MAX_AIRDROP_LAMPORTS = 1_000_000 * 1_000_000_000

function decodeTransaction(
  encoded: unknown,
  config: Record<string, unknown>,
): VersionedTransaction {
  const encoding = optionalString(config, 'encoding') ?? 'base58'
  invalidParamsIfNot(
    encoding === 'base58' || encoding === 'base64',
    `unsupported encoding: ${encoding}`,
  )
  invalidParamsIfNot(typeof encoded === 'string', 'transaction must be an encoded string')
  let wire: Uint8Array
  try {
    wire = encoding === 'base64' ? Buffer.from(encoded, 'base64') : bs58.decode(encoded)
  } catch {
    throw invalidParams(`invalid ${encoding} encoding`)
  }
  invalidParamsIfNot(
    wire.length <= PACKET_DATA_SIZE,
    `transaction too large: ${wire.length} bytes (max: ${PACKET_DATA_SIZE})`,
  )
  try {
    return VersionedTransaction.deserialize(wire)
  } catch {
    throw invalidParams('failed to deserialize transaction')
  }
}

function preflightError(
  err: TransactionRejectedError['err'],
  logs: string[],
  unitsConsumed: number,
) {
  if (err === 'SignatureFailure') {
    return new RpcError(
      TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
      'Transaction signature verification failure',
    )
  }
  return new RpcError(
    SEND_TRANSACTION_PREFLIGHT_FAILURE,
    `Transaction simulation failed: ${describeTransactionError(err)}`,
    {
      err,
      logs,
      accounts: null,
      unitsConsumed,
      returnData: null,
    },
  )
}

/** Sending, simulating and reading transactions; airdrops. */
export const transactionMethods: Record<string, RpcHandler> = {
  sendTransaction: (ledger, [encoded, config]) => {
    const options = configParam(config)
    checkCommitment(options)
    const transaction = decodeTransaction(encoded, options)
    if (!optionalBoolean(options, 'skipPreflight')) {
      const simulation = ledger.simulate(transaction, {
        sigVerify: true,
        replaceRecentBlockhash: false,
      })
      if (simulation.err)
        throw preflightError(simulation.err, simulation.logs, simulation.unitsConsumed)
    }
    try {
      return ledger.submit(transaction).signature
    } catch (error) {
      if (error instanceof TransactionRejectedError)
        throw preflightError(error.err, error.logs, error.unitsConsumed)
      throw error
    }
  },
  simulateTransaction: (ledger, [encoded, config]) => {
    const options = configParam(config)
    checkCommitment(options)
    const transaction = decodeTransaction(encoded, options)
    const sigVerify = optionalBoolean(options, 'sigVerify') ?? false
    const replaceRecentBlockhash = optionalBoolean(options, 'replaceRecentBlockhash') ?? false
    invalidParamsIfNot(
      !(sigVerify && replaceRecentBlockhash),
      'sigVerify may not be used with replaceRecentBlockhash',
    )
    const result = ledger.simulate(transaction, { sigVerify, replaceRecentBlockhash })
    return withContext(ledger, {
      ...result,
      accounts: null,
      ...(replaceRecentBlockhash ? { replacementBlockhash: ledger.latestBlockhash } : {}),
    })
  },
  getSignatureStatuses: (ledger, [signatures, config]) => {
    invalidParamsIfNot(Array.isArray(signatures), 'expected an array of signatures')
    invalidParamsIfNot(signatures.length <= MAX_STATUSES, `at most ${MAX_STATUSES} signatures`)
    configParam(config)
    return withContext(
      ledger,
      signatures.map((value) => {
        const record = ledger.record(signatureParam(value))
        if (!record) return null
        const status = record.err ? { Err: record.err } : { Ok: null }
        return {
          slot: record.slot,
          confirmations: null,
          err: record.err,
          status,
          confirmationStatus: 'finalized',
        }
      }),
    )
  },
  getSignaturesForAddress: (ledger, [address, config]) => {
    const key = pubkeyParam(address, 'address')
    const options = configParam(config)
    checkCommitment(options)
    const limit =
      options.limit === undefined
        ? MAX_SIGNATURES
        : integerParam(options.limit, 'limit', { min: 1, max: MAX_SIGNATURES })
    const before = options.before === undefined ? undefined : signatureParam(options.before)
    const until = options.until === undefined ? undefined : signatureParam(options.until)
    const newestFirst = [...ledger.signaturesFor(key.toBase58())].reverse()
    const start = before === undefined ? 0 : newestFirst.indexOf(before) + 1
    if (before !== undefined && start === 0) return []
    const page = []
    for (const signature of newestFirst.slice(start)) {
      if (signature === until || page.length === limit) break
      const record = ledger.record(signature)
      if (!record) continue
      page.push({
        signature,
        slot: record.slot,
        err: record.err,
        memo: null,
        blockTime: record.blockTime,
        confirmationStatus: 'finalized',
      })
    }
    return page
  },
  getTransaction: (ledger, [signature, config]) => {
    const value = signatureParam(signature)
    const { encoding, maxVersion } = transactionView(config)
    const record = ledger.record(value)
    return record ? transactionJson(record, encoding, maxVersion) : null
  },
  requestAirdrop: (ledger, [address, lamports, config]) => {
    const key = pubkeyParam(address)
    const amount = integerParam(lamports, 'lamports', { min: 1, max: MAX_AIRDROP_LAMPORTS })
    checkCommitment(configParam(config))
    return ledger.airdrop(key, BigInt(amount)).signature
  },
}
