import { z } from 'zod'
import { badRequest } from '../http/ApiError'
import { caipNetworkId, sdkQuery } from '../http/schemas'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const MAX_UINT256 = 2n ** 256n - 1n

/** A token as the convert routes name it: CAIP-10 on an eip155 chain (0xeee…e for the native currency). */
export const tokenId = z
  .string()
  .max(200)
  .regex(
    /^eip155:[1-9][0-9]{0,18}:0x[0-9a-fA-F]{40}$/,
    'must be a CAIP-10 token id such as eip155:1:0xabc…',
  )
  .transform((id) => {
    const at = id.lastIndexOf(':')
    return { id, network: id.slice(0, at), address: id.slice(at + 1).toLowerCase() }
  })

/** An account: CAIP-10 (eip155) or a bare 0x address (SPEC §5). */
export const userAddress = z
  .string()
  .max(200)
  .refine(
    (s) => EVM_ADDRESS.test(s) || /^eip155:[1-9][0-9]{0,18}:0x[0-9a-fA-F]{40}$/.test(s),
    'must be an EVM address or its CAIP-10 id',
  )
  .transform((s) => {
    const at = s.lastIndexOf(':')
    return at < 0
      ? { network: undefined, address: s.toLowerCase() }
      : { network: s.slice(0, at), address: s.slice(at + 1).toLowerCase() }
  })

/** A whole amount in the token's smallest unit, written in decimal: 1 to 2^256 - 1. */
export const baseUnits = z
  .string()
  .regex(/^[1-9][0-9]{0,77}$/, 'must be a positive whole number of the smallest unit')
  .transform(BigInt)
  .refine((n) => n <= MAX_UINT256, 'is larger than 2^256 - 1')

export const quotesQuery = z.object({
  ...sdkQuery,
  amount: baseUnits,
  userAddress,
  from: tokenId,
  to: tokenId,
  gasPrice: z
    .string()
    .regex(/^[0-9]{1,78}$/, 'must be a whole number of wei')
    .transform(BigInt)
    .optional(),
})

export const tokensQuery = z.object({ ...sdkQuery, chainId: caipNetworkId })

export const gasPricesQuery = tokensQuery

export const allowanceQuery = z.object({ ...sdkQuery, tokenAddress: tokenId, userAddress })

export const approveQuery = z.object({
  ...sdkQuery,
  userAddress,
  from: tokenId,
  to: tokenId,
  /** Approve just this much; by default the largest allowance. */
  amount: baseUnits.optional(),
})

export const buildTransactionBody = z.object({
  projectId: z.string().optional(),
  amount: baseUnits,
  from: tokenId,
  to: tokenId,
  userAddress,
  /** Percent of the quoted output the swap may lose to price moves (SPEC §9: 1). */
  eip155: z
    .object({ slippage: z.number().gt(0).max(50).default(1) })
    .strict()
    .prefault({}),
  disableEstimate: z.boolean().default(false),
})

type Token = z.output<typeof tokenId>
type User = z.output<typeof userAddress>

/** The one network a request is about: `from`, `to` and a CAIP-10 user must agree on it. */
export function requestNetwork(tokens: Token[], user?: User): string {
  const network = tokens[0]!.network
  if (tokens.some((t) => t.network !== network) || (user?.network && user.network !== network)) {
    throw badRequest('Invalid query: the tokens and the user address must be on one network')
  }
  return network
}
