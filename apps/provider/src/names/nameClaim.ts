import { z } from 'zod'
import { ApiError, badRequest } from '../http/ApiError'
import { parseInput } from '../http/parseInput'
import { evmAddress } from '../http/schemas'
import { signedNameProblem } from './nameRules'

const EVM_COIN_TYPE_FLAG = 0x80000000
/** A clock running ahead of ours by this much still gets its claims in. */
const CLOCK_SKEW_SECONDS = 60

/**
 * SPEC §5 coin types of EVM addresses: 60 (Ethereum) or ENSIP-11's chain id with the high bit set,
 * the chain id below 0x80000000.
 */
const evmCoinType = z
  .number()
  .int()
  .refine((n) => n === 60 || (n >= EVM_COIN_TYPE_FLAG && n <= 0xffffffff), {
    message: 'must be 60 or an EVM chain id with the high bit set (ENSIP-11)',
  })

/** SPEC §7 POST /v1/profile/account body. */
export const registrationBody = z.object({
  coin_type: evmCoinType,
  address: evmAddress,
  message: z.string().min(2).max(4096),
  // SPEC §5 signed message pattern; contract wallets' (ERC-6492) signatures run longer.
  signature: z
    .string()
    .max(16_384)
    .regex(/^0x[0-9a-fA-F]{62,}$/, 'must be 0x followed by 62 or more hex characters'),
})
export type RegistrationBody = z.output<typeof registrationBody>

const attributeKey = z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/, 'attribute names: a-z, 0-9, _ -')
const httpsUrl = z.url({ protocol: /^https$/ }).max(2048)

/** The signed message: the name, its attributes, and when it was signed (Unix seconds). */
const claimMessage = z.object({
  name: z.string().max(300),
  attributes: z
    .record(attributeKey, z.string().max(2048))
    .refine((a) => Object.keys(a).length <= 8, 'at most 8 attributes')
    .refine((a) => a.avatar === undefined || httpsUrl.safeParse(a.avatar).success, {
      message: 'avatar must be an https URL',
    })
    .default({}),
  timestamp: z.number().int().nonnegative(),
  nonce: z.string().max(100).optional(),
})

export interface NameClaim {
  /** The full name exactly as signed (`label.zone`, lower-case): the name kept. */
  name: string
  attributes: Record<string, string>
  /** When the claim stops being accepted (signing time + the configured age). */
  expiresAt: Date
}

/** Reads the signed message of a registration: a name of `zone`, signed recently. */
export function readClaim(
  message: string,
  zone: string,
  maxAgeSeconds: number,
  nowMs: number,
): NameClaim {
  let json: unknown
  try {
    json = JSON.parse(message)
  } catch {
    throw badRequest('Invalid body: message must be the JSON of { name, attributes, timestamp }')
  }
  const claim = parseInput(claimMessage, json, 'body')
  const problem = signedNameProblem(claim.name, zone)
  if (problem) throw badRequest(`Invalid name: ${problem}`)
  const now = Math.floor(nowMs / 1000)
  if (claim.timestamp > now + CLOCK_SKEW_SECONDS)
    throw new ApiError(401, 'SIGNATURE_REFUSED', 'The signed message is dated in the future')
  if (now - claim.timestamp > maxAgeSeconds)
    throw new ApiError(401, 'SIGNATURE_REFUSED', 'The signed message has expired: sign it again')
  const { avatar, ...rest } = claim.attributes
  return {
    name: claim.name,
    attributes: avatar === undefined ? rest : { ...rest, avatar },
    expiresAt: new Date((claim.timestamp + maxAgeSeconds + CLOCK_SKEW_SECONDS) * 1000),
  }
}

/** The chain id a coin type names: 60 is Ethereum (1). */
export function chainIdOfCoinType(coinType: number): number {
  return coinType === 60 ? 1 : coinType - EVM_COIN_TYPE_FLAG
}
