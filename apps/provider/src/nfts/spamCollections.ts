import type { ServedChain } from '../chains/ServedChain'

/** The configured spam collections of `chains` as 'chain|contract' keys in the stored spelling. */
export function spamCollections(chains: readonly ServedChain[]): string[] {
  return chains.flatMap((chain) =>
    (chain.config.spamNfts ?? []).map((address) => `${chain.id}|${chain.addressKey(address)}`),
  )
}

/** Whether a collection is on its chain's spam list (issue 37, SPEC §5). */
export function isSpamCollection(chain: ServedChain, contract: string): boolean {
  const key = chain.addressKey(contract)
  return (chain.config.spamNfts ?? []).some((address) => chain.addressKey(address) === key)
}
