import type { VersionedMessage } from '@solana/web3.js'
import bs58 from 'bs58'
import type { TransactionRecord } from '../types'
import {
  checkCommitment,
  configParam,
  integerParam,
  invalidParamsIfNot,
  optionalString,
} from './params'
import { RpcError, UNSUPPORTED_TRANSACTION_VERSION } from './rpcError'

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58'
export const TRANSACTION_ENCODINGS = ['json', 'jsonParsed', 'base64', 'base58']

function rawMessageJson(message: VersionedMessage) {
  return {
    header: message.header,
    accountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
    recentBlockhash: message.recentBlockhash,
    instructions: message.compiledInstructions.map((instruction) => ({
      programIdIndex: instruction.programIdIndex,
      accounts: instruction.accountKeyIndexes,
      data: bs58.encode(instruction.data),
      stackHeight: null,
    })),
    ...lookupsJson(message),
  }
}

function lookupsJson(message: VersionedMessage) {
  if (message.version === 'legacy') return {}
  return {
    addressTableLookups: message.addressTableLookups.map((lookup) => ({
      accountKey: lookup.accountKey.toBase58(),
      writableIndexes: lookup.writableIndexes,
      readonlyIndexes: lookup.readonlyIndexes,
    })),
  }
}

/** jsonParsed: keys with signer/writable flags; instructions stay partially decoded (raw data). */
function parsedMessageJson(record: TransactionRecord) {
  const message = record.transaction.message
  const keys = record.accountKeys.map((key) => key.toBase58())
  const staticCount = message.staticAccountKeys.length
  return {
    accountKeys: keys.map((pubkey, index) => ({
      pubkey,
      signer: message.isAccountSigner(index),
      writable: message.isAccountWritable(index),
      source: index < staticCount ? 'transaction' : 'lookupTable',
    })),
    recentBlockhash: message.recentBlockhash,
    instructions: message.compiledInstructions.map((instruction) => ({
      programId: keys[instruction.programIdIndex],
      accounts: instruction.accountKeyIndexes.map((index) => keys[index]),
      data: bs58.encode(instruction.data),
      stackHeight: null,
    })),
    ...lookupsJson(message),
  }
}

/** A landed transaction as getTransaction answers it. */
export function transactionJson(
  record: TransactionRecord,
  encoding: TransactionEncoding,
  maxVersion: number | undefined,
) {
  const { transaction } = record
  const version = transaction.version
  if (version !== 'legacy' && (maxVersion === undefined || maxVersion < version)) {
    throw new RpcError(
      UNSUPPORTED_TRANSACTION_VERSION,
      `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
    )
  }
  invalidParamsIfNot(TRANSACTION_ENCODINGS.includes(encoding), `unsupported encoding ${encoding}`)
  const wire = transaction.serialize()
  const parsed = encoding === 'jsonParsed'
  const keys = record.accountKeys.map((key) => key.toBase58())
  const body =
    encoding === 'base64'
      ? [Buffer.from(wire).toString('base64'), 'base64']
      : encoding === 'base58'
        ? [bs58.encode(wire), 'base58']
        : {
            signatures: transaction.signatures.map((signature) => bs58.encode(signature)),
            message: parsed ? parsedMessageJson(record) : rawMessageJson(transaction.message),
          }
  const innerInstructions = record.innerInstructions.map((entry) => ({
    index: entry.index,
    instructions: parsed
      ? entry.instructions.map((inner) => ({
          programId: keys[inner.programIdIndex],
          accounts: inner.accounts.map((index) => keys[index]),
          data: inner.data,
          stackHeight: inner.stackHeight,
        }))
      : entry.instructions,
  }))
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    version,
    transaction: body,
    meta: {
      err: record.err,
      status: record.err ? { Err: record.err } : { Ok: null },
      fee: record.fee,
      preBalances: record.preBalances,
      postBalances: record.postBalances,
      innerInstructions,
      logMessages: record.logMessages,
      preTokenBalances: record.preTokenBalances,
      postTokenBalances: record.postTokenBalances,
      rewards: [],
      loadedAddresses: record.loadedAddresses,
      computeUnitsConsumed: record.computeUnitsConsumed,
    },
  }
}

/**
 * The config of getTransaction and getBlock (a bare string is the encoding): confirmed or
 * finalized commitment, the encoding, and the newest transaction version the client reads.
 */
export function transactionView(config: unknown) {
  const options = typeof config === 'string' ? { encoding: config } : configParam(config)
  checkCommitment(options)
  invalidParamsIfNot(
    options.commitment !== 'processed',
    'Method does not support commitment below `confirmed`',
  )
  const encoding = optionalString(options, 'encoding') ?? 'json'
  invalidParamsIfNot(TRANSACTION_ENCODINGS.includes(encoding), `unsupported encoding ${encoding}`)
  const maxVersion =
    options.maxSupportedTransactionVersion === undefined
      ? undefined
      : integerParam(options.maxSupportedTransactionVersion, 'maxSupportedTransactionVersion', {
          max: 0,
        })
  return { options, encoding: encoding as TransactionEncoding, maxVersion }
}
