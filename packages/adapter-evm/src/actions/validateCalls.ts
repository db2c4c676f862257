import { invalidInput } from '@latchkey/core'
import type { Hex } from 'viem'
import { isAddress } from '../hex/isAddress'
import { isHex } from '../hex/isHex'
import { numberToHex } from '../hex/numberToHex'

export interface EvmCall {
  /** SPEC §5: starts with 0x (a full address is required). */
  to: string
  /** SPEC §5: when present, starts with 0x. */
  data?: string
  value?: bigint
}

/** Checks each call (SPEC §5) and returns them in wire form; nothing is sent when one is bad. */
export function validateCalls(calls: readonly EvmCall[]): { to: Hex; data?: Hex; value?: Hex }[] {
  if (!Array.isArray(calls) || calls.length === 0)
    throw invalidInput('calls', calls, 'a non-empty list')
  return calls.map((call, index) => {
    const { to, data, value } = (call ?? {}) as Partial<EvmCall>
    if (typeof to !== 'string' || !to.startsWith('0x') || !isAddress(to))
      throw invalidInput(`calls[${index}].to`, to, 'an address starting with 0x')
    if (data !== undefined && (typeof data !== 'string' || !data.startsWith('0x') || !isHex(data)))
      throw invalidInput(`calls[${index}].data`, data, 'hex starting with 0x')
    if (value !== undefined && (typeof value !== 'bigint' || value < 0n))
      throw invalidInput(`calls[${index}].value`, value, 'a non-negative bigint')
    return {
      to,
      ...(data !== undefined ? { data } : {}),
      ...(value !== undefined ? { value: numberToHex(value) } : {}),
    }
  })
}
