import type { ChainNamespace } from '../types/caip'
import type { OnrampOptions } from '../types/onramp'

/** SPEC §9 on-ramp providers, each with its fee range in percent. */
export const ONRAMP_PROVIDERS = Object.freeze([
  Object.freeze({
    name: 'coinbase',
    label: 'Coinbase',
    feeRangePct: Object.freeze([1, 2] as const),
    namespaces: Object.freeze(['eip155', 'solana'] as ChainNamespace[]),
  }),
  Object.freeze({
    name: 'meld',
    label: 'Meld',
    feeRangePct: Object.freeze([1, 2] as const),
    namespaces: Object.freeze(['eip155', 'solana'] as ChainNamespace[]),
  }),
])

/** SPEC §9 Coinbase Pay chain names; the first is the fallback. */
export const COINBASE_PAY_CHAINS = Object.freeze([
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
] as const)
export const COINBASE_PAY_FALLBACK_CHAIN = 'ethereum'

/** SPEC §9 limits used when the provider's options cannot be fetched. */
export const ONRAMP_FALLBACK_LIMITS = Object.freeze([
  Object.freeze({ id: 'card', min: '10.00', max: '7500.00' }),
  Object.freeze({ id: 'ach_bank_account', min: '10.00', max: '25000.00' }),
])

const networks = (ethereumAddress: string, polygonAddress: string) => [
  { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: ethereumAddress },
  { name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: polygonAddress },
]

/** SPEC §7 built-in on-ramp options: USD and EUR buying USDC and ETH on Ethereum and Polygon. */
export const ONRAMP_FALLBACK_OPTIONS: OnrampOptions = deepFreeze({
  paymentCurrencies: ['USD', 'EUR'].map((id) => ({
    id,
    payment_method_limits: ONRAMP_FALLBACK_LIMITS.map((limit) => ({ ...limit })),
  })),
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: networks(
        '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359',
      ),
    },
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      // Native ether on Ethereum has no contract; on Polygon it is the bridged WETH token.
      networks: networks('', '0x7ceb23fd6bc0add59e62ac25578270cff1b9f619'),
    },
  ],
})

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}
