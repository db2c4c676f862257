import { badRequest } from '../http/ApiError'
import { NAMESPACE_BACKENDS } from './namespaceBackends'
import type { ServedChain } from './ServedChain'

/** A request's account as one chain's namespace spells it. */
export interface AccountOnChain {
  chain: ServedChain
  address: string
}

/** The path's account when some namespace takes it as an address; a 400 naming each rule (§5) otherwise. */
export function parseAccount(text: string): string {
  const backends = [...NAMESPACE_BACKENDS.values()]
  if (backends.some((backend) => backend.parseAddress(text) !== undefined)) return text
  throw badRequest(`Invalid path: must be ${backends.map((b) => b.addressRule).join(' or ')}`)
}

/** The chains whose namespace takes the account as an address, with its canonical spelling there. */
export function accountOnChains(account: string, chains: readonly ServedChain[]): AccountOnChain[] {
  return chains.flatMap((chain) => {
    const address = chain.parseAddress(account)
    return address === undefined ? [] : [{ chain, address }]
  })
}
