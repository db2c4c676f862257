import { type Hex, hexToBigInt, isAddress } from 'viem'
import { isData, isQuantity } from '../chainParams'
import { invalidParams } from '../errors'

type Address = `0x${string}`

/** An eth_sendTransaction parameter after validation, in viem's shape. */
export interface ParsedTransaction {
  from?: Address
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  nonce?: number
  chainId?: number
}

const quantityFields = ['value', 'gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const

/** Validates an EIP-1474 transaction object; anything malformed is a -32602 error. */
export function parseTransactionParameter(value: unknown): ParsedTransaction {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParams('expected a transaction object')
  }
  const tx = value as Record<string, unknown>
  const parsed: ParsedTransaction = {}
  for (const field of ['from', 'to'] as const) {
    const address = tx[field]
    if (address === undefined || address === null) continue
    if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
      throw invalidParams(`${field} must be an address, got ${JSON.stringify(address)}`)
    }
    parsed[field] = address as Address
  }
  for (const field of quantityFields) {
    const quantity = tx[field]
    if (quantity === undefined || quantity === null) continue
    if (!isQuantity(quantity)) throw invalidParams(`${field} must be a 0x quantity`)
    parsed[field] = hexToBigInt(quantity)
  }
  if (
    parsed.gasPrice !== undefined &&
    (parsed.maxFeePerGas !== undefined || parsed.maxPriorityFeePerGas !== undefined)
  ) {
    throw invalidParams('gasPrice cannot be combined with maxFeePerGas or maxPriorityFeePerGas')
  }
  for (const field of ['nonce', 'chainId'] as const) {
    const quantity = tx[field]
    if (quantity === undefined || quantity === null) continue
    if (!isQuantity(quantity)) throw invalidParams(`${field} must be a 0x quantity`)
    const n = Number(hexToBigInt(quantity))
    if (!Number.isSafeInteger(n)) throw invalidParams(`${field} is too large`)
    parsed[field] = n
  }
  const { data, input } = tx
  for (const [name, bytes] of [
    ['data', data],
    ['input', input],
  ] as const) {
    if (bytes !== undefined && bytes !== null && !isData(bytes)) {
      throw invalidParams(`${name} must be 0x-prefixed hex bytes`)
    }
  }
  if (
    typeof data === 'string' &&
    typeof input === 'string' &&
    data.toLowerCase() !== input.toLowerCase()
  ) {
    throw invalidParams('data and input differ')
  }
  const bytes = (data ?? input) as Hex | undefined | null
  if (bytes) parsed.data = bytes
  if (!parsed.to && !parsed.data)
    throw invalidParams('a transaction without to must carry contract data')
  return parsed
}
