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

// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const createAdapterRegistry = (function createAdapterRegistry(): AdapterRegistry {
  const adapters = new Map<ChainNamespace, ChainAdapter>()
  return {
    get: (namespace) => (namespace ? adapters.get(namespace) : undefined),
    set: (adapter) => void adapters.set(adapter.namespace, adapter),
    delete: (namespace) => void adapters.delete(namespace),
    list: () => [...adapters.values()],
    size: () => adapters.size,
  }
})
