import type { ProviderConfig } from '../config/configSchema'
import { hasPrice } from './OnRampPartner'

/**
 * What is wrong with the on-ramp part of a configuration, one line a problem: each partner sells
 * on configured EVM chains (the simulated checkout pays through an EVM faucet) assets priced
 * there, and a faucet key is given once any partner is.
 */
export function onrampConfigProblems(config: ProviderConfig): string[] {
  const { partners, faucetPrivateKey, solanaFaucetSeed, currencies } = config.onramp
  const problems: string[] = []
  const sellsOn = (prefix: string) =>
    partners.some((p) => p.chains.some((c) => c.startsWith(prefix)))
  if (partners.length > 0 && !faucetPrivateKey && (sellsOn('eip155:') || !sellsOn('solana:'))) {
    problems.push('onramp.faucetPrivateKey: required when partners sell on eip155 chains')
  }
  if (sellsOn('solana:') && !solanaFaucetSeed) {
    problems.push('onramp.solanaFaucetSeed: required when partners sell on solana chains')
  }
  const ids = new Set<string>()
  for (const partner of partners) {
    if (ids.has(partner.id)) problems.push(`Partner ${partner.id} is configured twice`)
    ids.add(partner.id)
    for (const chainId of partner.chains) {
      const chain = config.chains.find((c) => c.id === chainId)
      if (!chain) {
        problems.push(`Partner ${partner.id}: chain ${chainId} is not configured`)
        continue
      }
      if (!chainId.startsWith('eip155:') && !chainId.startsWith('solana:')) {
        problems.push(
          `Partner ${partner.id}: ${chainId}: the checkout pays on eip155 and solana chains only`,
        )
        continue
      }
      if (partner.id === 'coinbase' && !chainId.startsWith('eip155:')) {
        problems.push(
          `Partner coinbase: ${chainId}: Coinbase sells on eip155 chains only (SPEC §9)`,
        )
        continue
      }
      for (const symbol of partner.assets) {
        const asset =
          chain.nativeCurrency.symbol === symbol
            ? chain.nativeCurrency
            : chain.tokens.find((t) => t.symbol === symbol)
        if (asset === undefined) continue
        if (!hasPrice({ config: chain }, asset))
          problems.push(`Partner ${partner.id}: ${symbol} on ${chainId} has no price`)
      }
    }
  }
  const codes = new Set<string>()
  for (const currency of currencies) {
    if (codes.has(currency.id)) problems.push(`Currency ${currency.id} is configured twice`)
    codes.add(currency.id)
  }
  return problems
}
