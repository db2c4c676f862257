import { PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import { invalidParams } from './rpcError'

/** The request's positional params (a missing list is an empty one). */
export function paramList(params: unknown): unknown[] {
  if (params === undefined || params === null) return []
  if (!Array.isArray(params)) throw invalidParams('expected an array of params')
  return params
}

export function pubkeyParam(value: unknown, name = 'pubkey'): PublicKey {
  if (typeof value !== 'string' || value.length > 44)
    throw invalidParams(`${name} is not a base58 public key`)
  try {
    const bytes = bs58.decode(value)
    if (bytes.length !== 32) throw new Error('size')
    return new PublicKey(bytes)
  } catch {
    throw invalidParams(`${name} is not a base58 public key`)
  }
}

export function signatureParam(value: unknown): string {
  try {
    if (typeof value === 'string' && value.length <= 88 && bs58.decode(value).length === 64)
      return value
  } catch {}
  throw invalidParams('invalid signature')
}

/** The optional config object (last param); anything else is refused. */
export function configParam(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParams('config must be an object')
  return value as Record<string, unknown>
}

export function integerParam(
  value: unknown,
  name: string,
  { min = 0, max = Number.MAX_SAFE_INTEGER } = {},
): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalidParams(`${name} must be an integer between ${min} and ${max}`)
  }
  return value
}

export function optionalString(config: Record<string, unknown>, key: string): string | undefined {
  const value = config[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw invalidParams(`${key} must be a string`)
  return value
}

export function optionalBoolean(config: Record<string, unknown>, key: string): boolean | undefined {
  const value = config[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'boolean') throw invalidParams(`${key} must be a boolean`)
  return value
}

const COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
]

/** Checks `commitment` (every landed transaction is final here, so all levels read the same). */
export function checkCommitment(config: Record<string, unknown>): void {
  const commitment =
    optionalString(config, 'commitment') ?? optionalString(config, 'preflightCommitment')
  if (commitment !== undefined && !COMMITMENTS.includes(commitment))
    throw invalidParams(`unknown commitment ${commitment}`)
}

export function invalidParamsIfNot(condition: boolean, detail: string): asserts condition {
  if (!condition) throw invalidParams(detail)
}
