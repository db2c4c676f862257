import { CHAIN_NAMESPACES } from '../constants/chainNamespaces'
import type { ChainNamespace } from '../types/caip'

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}
