import { z } from 'zod'

/**
 * ENS (issue 37): identity reads primary names and avatars on the chain whose `ensUniversalResolver`
 * is set; the CCIP-Read gateway (EIP-3668) answers the name service's names, signed with `gatewayKey`.
 */
export const ensConfigSchema = z
  .object({
    /** secp256k1 private key the gateway signs answers with; absent: no gateway. */
    gatewayKey: z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte hex private key')
      .optional(),
    /** How long a signed gateway answer is valid. */
    answerTtlSeconds: z.number().int().min(10).max(86_400).default(300),
  })
  .prefault({})

export type EnsConfig = z.output<typeof ensConfigSchema>
