import { randomUUID } from 'node:crypto'
import { CONSTANTS } from '@latchkey/core'
import { type Hex, hexToBytes } from 'viem'
import type { ChainRegistry } from '../chains/ChainRegistry'
import type { ServedChain } from '../chains/ServedChain'
import type { Database } from '../db/Database'
import { badRequest } from '../http/ApiError'
import type { PricedAsset, PriceSource } from '../prices/PriceSource'
import type { Logger } from '../server/Logger'
import { Faucet } from './Faucet'
import { createPartners, type OnRampAsset, type OnRampPartner } from './OnRampPartner'
import type { OnRampConfig, OnRampCurrencyConfig } from './onrampConfigSchema'
import { findOnrampChain } from './onrampNetworks'
import { type OnRampOptionsAnswer, readOnRampOptions } from './onrampOptions'
import { PurchaseStore } from './PurchaseStore'
import { type OnRampQuoteAnswer, quoteOnRamp } from './quoteOnRamp'
import { SolanaFaucet } from './SolanaFaucet'

/** What a quote or a checkout is for, as the request names it. */
export interface OnRampChoice {
  partner?: string | undefined
  network: string
  /** Symbol of the asset; absent buys the network's native currency. */
  purchaseCurrency?: string | undefined
  paymentCurrency: string
}

/** A choice resolved against the configuration. */
export interface ResolvedChoice {
  partner: OnRampPartner
  chain: ServedChain
  asset: OnRampAsset
  currency: OnRampCurrencyConfig
}

/** The provider's on-ramp (SPEC §7, §9): its partners, their quotes and the purchases. */
export class OnRampService {
  readonly partners: OnRampPartner[]
  readonly purchases: PurchaseStore
  /** The accounts the simulated checkout pays from, by CAIP-2 namespace. */
  readonly faucets: ReadonlyMap<string, PurchaseFaucet>

  constructor(
    readonly config: OnRampConfig,
    chains: ChainRegistry,
    db: Database,
    private readonly logger: Logger,
    timeoutMs: number,
    private readonly prices: PriceSource,
  ) {
    this.partners = createPartners(config.partners, chains)
    this.purchases = new PurchaseStore(db)
    const faucets = new Map<string, PurchaseFaucet>()
    if (config.faucetPrivateKey)
      faucets.set('eip155', new Faucet(config.faucetPrivateKey as Hex, timeoutMs))
    if (config.solanaFaucetSeed)
      faucets.set('solana', new SolanaFaucet(hexToBytes(config.solanaFaucetSeed as Hex), timeoutMs))
    this.faucets = faucets
  }

  /** The account that pays on this chain's namespace; throws when none is configured. */
  private faucetOf(chain: ServedChain): PurchaseFaucet {
    const faucet = this.faucets.get(chain.namespace)
    if (!faucet) throw new Error(`No faucet pays on ${chain.namespace} chains`)
    return faucet
  }

  /** CAIP-2 ids some partner sells on (the SDK shows its Buy button there). */
  chainIds(): string[] {
    return [...new Set(this.partners.flatMap((p) => p.chains.map((c) => c.id)))]
  }

  /** The partners' options; SPEC §7's built-in list, marked `fallback`, when they fail. */
  async options(): Promise<OnRampOptionsAnswer> {
    try {
      if (this.faucets.size === 0) throw new Error('No on-ramp partner is configured')
      return await readOnRampOptions(this.partners, this.config.currencies, (chain, asset) =>
        this.faucetOf(chain).held(chain, asset),
      )
    } catch (error) {
      this.logger.warn('onramp options fell back to the built-in list', { error: String(error) })
      return { ...structuredClone(CONSTANTS.ONRAMP_FALLBACK_OPTIONS), partners: [], fallback: true }
    }
  }

  /**
   * The partner, chain, asset and currency a request names, the asset priced by the price source
   * (the one balances use); a 400 when it names none of them.
   */
  async resolve(choice: OnRampChoice): Promise<ResolvedChoice> {
    const currency = this.config.currencies.find((c) => c.id === choice.paymentCurrency)
    if (!currency)
      throw badRequest(`Invalid body: paymentCurrency ${choice.paymentCurrency} is not offered`)
    const candidates = choice.partner
      ? this.partners.filter((p) => p.id === choice.partner)
      : this.partners
    if (choice.partner && candidates.length === 0)
      throw badRequest(`Invalid body: partner ${choice.partner} is not configured`)
    for (const partner of candidates) {
      const chain = findOnrampChain(partner.chains, choice.network)
      const symbol = choice.purchaseCurrency ?? chain?.config.nativeCurrency.symbol ?? ''
      const asset = chain && partner.asset(chain.id, symbol)
      if (!chain || !asset) continue
      const { priceUsd } = await this.prices.price(chain, assetToPrice(asset))
      if (priceUsd > 0) return { partner, chain, asset: { ...asset, priceUsd }, currency }
    }
    throw badRequest(
      `Invalid body: no partner sells ${choice.purchaseCurrency ?? 'the native currency'} on network ${choice.network}`,
    )
  }

  /**
   * A quote for paying `amount`; an amount outside the limits is a 400. When the network fee
   * cannot be read (the chain does not answer), SPEC §7's mocked quote, marked `mocked`.
   */
  async quote(
    resolved: ResolvedChoice,
    amount: string,
    paymentMethod: string | undefined,
  ): Promise<OnRampQuoteAnswer> {
    const networkFeeUsd = await this.networkFeeUsd(resolved).catch((error: unknown) => {
      this.logger.warn('onramp quote is mocked: no network fee', { error: String(error) })
      return undefined
    })
    return quoteOnRamp({
      ...resolved,
      amount,
      paymentMethod,
      networkFeeUsd,
      quoteId: `${resolved.partner.id}-${randomUUID()}`,
    })
  }

  private async networkFeeUsd({ chain, asset }: ResolvedChoice): Promise<number> {
    const wei = await this.faucetOf(chain).creditFee(chain, asset)
    const native = chain.config.nativeCurrency
    const { priceUsd } = await this.prices.price(chain, native)
    return (Number(wei) / 10 ** native.decimals) * priceUsd
  }

  /**
   * Pays a claimed purchase from the faucet; records the hash, or why it failed. Returns the
   * settled status.
   */
  async settle(id: string): Promise<'completed' | 'failed' | 'unclaimed'> {
    const purchase = await this.purchases.claim(id, new Date())
    if (!purchase) return 'unclaimed'
    const partner = this.partners.find((p) => p.id === purchase.partner)
    const chain = partner?.chains.find((c) => c.id === purchase.chain_id)
    const asset = chain && partner?.asset(chain.id, purchase.asset_symbol)
    try {
      if (!chain || !asset) throw new Error('The partner no longer sells this asset')
      const hash = await this.faucetOf(chain).credit(
        chain,
        asset,
        purchase.address,
        BigInt(purchase.crypto_units),
      )
      await this.purchases.complete(id, hash, new Date())
      return 'completed'
    } catch (error) {
      const hash = (error as { hash?: string }).hash
      this.logger.warn('onramp credit failed', { id, error: String(error) })
      await this.purchases.fail(id, 'The partner could not deliver the purchase', hash, new Date())
      return 'failed'
    }
  }
}

/** An on-ramp asset as the price source takes it (the native currency has no address). */
const assetToPrice = (asset: OnRampAsset): PricedAsset => ({
  ...asset,
  address: asset.address ?? undefined,
})

/** What the simulated checkout pays with on one namespace (Faucet on eip155, SolanaFaucet on solana). */
export interface PurchaseFaucet {
  held(chain: ServedChain, asset: OnRampAsset): Promise<bigint>
  /** The credit's network fee in the native currency's smallest unit. */
  creditFee(chain: ServedChain, asset: OnRampAsset): Promise<bigint>
  /** Pays and waits for it; answers the transaction hash or signature. */
  credit(chain: ServedChain, asset: OnRampAsset, to: string, units: bigint): Promise<string>
}
