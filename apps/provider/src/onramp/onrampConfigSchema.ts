import { z } from 'zod'

const decimal = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount such as 10.00')

/** One payment method's limits in a fiat currency (SPEC §3 payment_method_limits). */
const limitSchema = z
  .object({ id: z.string().regex(/^[a-z_]{1,40}$/), min: decimal, max: decimal })
  .refine((l) => Number(l.min) > 0 && Number(l.min) <= Number(l.max), {
    message: 'min must be above 0 and at most max',
  })

// SPEC §9 fallback limits, used for every fiat currency the operator lists without its own.
const SPEC_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

export const onrampCurrencySchema = z.object({
  /** ISO 4217 code, e.g. USD. */
  id: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD'),
  /** US dollars one unit of this currency buys; prices are configured in USD. */
  usdRate: z.number().positive().finite(),
  limits: z.array(limitSchema).min(1).max(10).default(SPEC_LIMITS),
})

/**
 * An on-ramp partner in the style of SPEC §9: Coinbase-like or Meld-like, with its fee and what
 * it sells where. Its checkout is simulated by this provider (README: On-ramp).
 */
export const onrampPartnerSchema = z.object({
  id: z.enum(['coinbase', 'meld']),
  name: z.string().min(1).max(100),
  /** SPEC §9: each partner's fee lies between 1 and 2 percent of the payment. */
  feePct: z.number().min(1).max(2),
  /** CAIP-2 ids of configured chains it sells on. */
  chains: z.array(z.string().max(100)).min(1).max(50),
  /** Symbols of the chain's native currency or tokens it sells. */
  assets: z.array(z.string().min(1).max(20)).min(1).max(50),
})

export const onrampConfigSchema = z
  .object({
    partners: z.array(onrampPartnerSchema).max(10).default([]),
    /**
     * Key of the account the simulated checkout pays from (PROVIDER_ONRAMP_FAUCET_KEY). A local
     * chain's development key only: whoever completes a checkout is sent its funds.
     */
    faucetPrivateKey: z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte hex key')
      .optional(),
    /**
     * The 32-byte ed25519 seed of the account the checkout pays from on Solana chains
     * (PROVIDER_ONRAMP_SOLANA_FAUCET_KEY). A local chain's development key only, as above.
     */
    solanaFaucetSeed: z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte hex seed')
      .optional(),
    currencies: z
      .array(onrampCurrencySchema)
      .min(1)
      .max(20)
      .default([
        { id: 'USD', usdRate: 1, limits: SPEC_LIMITS },
        { id: 'EUR', usdRate: 1.08, limits: SPEC_LIMITS },
      ]),
    /** How long a generated checkout link stays payable. */
    checkoutTtlMs: z
      .number()
      .int()
      .min(1000)
      .default(30 * 60_000),
    /** Unpaid checkouts are deleted this long after they expired (issue 39); paid ones stay. */
    expiredCheckoutRetentionMs: z
      .number()
      .int()
      .min(0)
      .max(30 * 86_400_000)
      .default(3_600_000),
    /** How often expired checkouts are looked for (and once at start). */
    pruneIntervalMs: z.number().int().min(10).default(3_600_000),
  })
  .prefault({})

export type OnRampConfig = z.output<typeof onrampConfigSchema>
export type OnRampPartnerConfig = z.output<typeof onrampPartnerSchema>
export type OnRampCurrencyConfig = z.output<typeof onrampCurrencySchema>
