import type { ChainAdapter } from '@latchkey/adapter-kit'
import type { ChainNamespace } from '@latchkey/core'

/** The adapters of one core, one per namespace. */
export interface AdapterRegistry {
  get(namespace: ChainNamespace | undefined): ChainAdapter | undefined
  set(adapter: ChainAdapter): void
  delete(namespace: ChainNamespace): void
  list(): ChainAdapter[]
  size(): number
}

export function createAdapterRegistry(): AdapterRegistry {
  const adapters = new Map<ChainNamespace, ChainAdapter>()
  return {
    get: (namespace) => (namespace ? adapters.get(namespace) : undefined),
    set: (adapter) => void adapters.set(adapter.namespace, adapter),
    delete: (namespace) => void adapters.delete(namespace),
    list: () => [...adapters.values()],
    size: () => adapters.size,
  }
}
