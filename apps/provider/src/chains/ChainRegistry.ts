import type { ChainConfig } from '../config/configSchema'
import { backendOf } from './namespaceBackends'
import type { ServedChain } from './ServedChain'

export type { ServedChain } from './ServedChain'

/** The chains this provider serves, each by its namespace's backend, looked up by CAIP-2 id. */
export class ChainRegistry {
  private readonly chains = new Map<string, ServedChain>()

  constructor(configs: readonly ChainConfig[], timeoutMs: number) {
    for (const config of configs) {
      const backend = backendOf(config.id)
      if (!backend) throw new Error(`No backend serves the namespace of ${config.id}`)
      this.chains.set(config.id, backend.serve(config, { timeoutMs }))
    }
  }

  get(id: string): ServedChain | undefined {
    return this.chains.get(id)
  }

  list(): ServedChain[] {
    return [...this.chains.values()]
  }
}
