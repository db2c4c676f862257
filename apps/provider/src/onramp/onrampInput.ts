import { z } from 'zod'

// A fiat amount: up to two decimals (cents), as a string or a JSON number.
const fiatAmount = z
  .union([z.string().max(20), z.number().nonnegative().finite()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount with at most 2 decimals'))

const cryptoAmount = z
  .union([z.string().max(40), z.number().positive().finite()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,18}(\.\d{1,18})?$/, 'must be a decimal amount'))
  .refine((s) => /[1-9]/.test(s), 'must be above 0')

const network = z.string().min(1).max(100)
const symbol = z.string().min(1).max(20)
const partner = z.enum(['coinbase', 'meld'], 'partner must be coinbase or meld')
const paymentMethod = z.string().regex(/^[a-z_]{1,40}$/, 'must be a payment method id such as card')
const fiatCode = z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD')

/** POST /v1/onramp/quote body (SPEC §7), plus our optional partner and payment method. */
export const onrampQuoteBody = z.object({
  projectId: z.string().max(100).optional(),
  purchaseCurrency: symbol,
  paymentCurrency: fiatCode,
  amount: fiatAmount,
  network,
  partner: partner.optional(),
  paymentMethod: paymentMethod.optional(),
})

/** POST /v1/generators/onrampurl body (SPEC §7), plus our optional partner, currency and method. */
export const onrampUrlBody = z
  .object({
    projectId: z.string().max(100).optional(),
    destinationWallets: z
      .array(
        z.object({
          address: z.string().min(1).max(200),
          blockchains: z.array(network).max(20).optional(),
          assets: z.array(symbol).min(1).max(20).optional(),
          supportedNetworks: z.array(network).max(20).optional(),
        }),
      )
      .min(1)
      .max(5),
    defaultNetwork: network.optional(),
    partnerUserId: z.string().min(1).max(200),
    defaultExperience: z.literal('buy', 'defaultExperience must be buy').optional(),
    presetCryptoAmount: cryptoAmount.optional(),
    presetFiatAmount: fiatAmount.optional(),
    partner: partner.optional(),
    paymentCurrency: fiatCode.optional(),
    paymentMethod: paymentMethod.optional(),
  })
  .refine((b) => b.presetFiatAmount !== undefined || b.presetCryptoAmount !== undefined, {
    message: 'presetFiatAmount or presetCryptoAmount is required',
  })
