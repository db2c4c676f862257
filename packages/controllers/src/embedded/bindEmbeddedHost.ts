import type { Connector } from '../adapter/Connector'
import type { CoreContext } from '../core/CoreContext'
import { createEmbeddedHost } from './createEmbeddedHost'
import { isEmbeddedAuthProvider } from './EmbeddedHost'

const bound = new WeakSet<object>()

/** Hands the embedded wallet its host once, when an adapter first reports its AUTH connector. */
export function bindEmbeddedHost(ctx: CoreContext, connectors: readonly Connector[]): void {
  for (const connector of connectors) {
    const provider = connector.provider
    if (connector.type !== 'AUTH' || !isEmbeddedAuthProvider(provider) || bound.has(provider))
      continue
    bound.add(provider)
    provider.bindHost(createEmbeddedHost(ctx))
  }
}
