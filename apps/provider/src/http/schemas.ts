import { z } from 'zod'

/** The request fields the SDK adds to every call; accepted and otherwise ignored. */
export const sdkQuery = {
  projectId: z.string().optional(),
  st: z.string().max(100).optional(),
  sv: z.string().max(100).optional(),
  clientId: z.string().max(200).optional(),
}

export const evmAddress = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address: 0x followed by 40 hex characters')

const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122']

/** CAIP-2 network id: exactly two non-empty parts with a known namespace (SPEC §5). */
export const caipNetworkId = z
  .string()
  .max(100)
  .refine((s) => {
    const parts = s.split(':')
    return (
      parts.length === 2 &&
      NAMESPACES.includes(parts[0] as string) &&
      /^[-_a-zA-Z0-9]{1,64}$/.test(parts[1] as string)
    )
  }, 'must be a CAIP-2 network id such as eip155:1')

/** CAIP-10 account id: three non-empty parts with a known namespace (SPEC §5). */
export const caipAddress = z
  .string()
  .max(200)
  .refine((s) => {
    const parts = s.split(':')
    return (
      parts.length === 3 &&
      NAMESPACES.includes(parts[0] as string) &&
      /^[-_a-zA-Z0-9]{1,64}$/.test(parts[1] as string) &&
      /^[-.%a-zA-Z0-9]{1,128}$/.test(parts[2] as string)
    )
  }, 'must be a CAIP-10 address such as eip155:1:0xabc…')

/** A query flag: true, false, 1, 0 or empty (= false). */
export const queryFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1')

/** A positive integer written in a query string. */
export const queryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
