import type { Connector } from '@latchkey/adapter-kit'
import type { Config } from '../core/Config'
import { loadLateControllers } from '../core/loadLateControllers'
import { isEmbeddedAuthProvider } from './EmbeddedHost'

const bound = new WeakSet<object>()

/**
 * Hands the embedded wallet its host once, when an adapter first reports its AUTH connector.
 * The host's code loads then, so an app without the embedded wallet never carries it.
 */
export function bindEmbeddedHost(ctx: Config, connectors: readonly Connector[]): void {
  for (const { type, provider } of connectors) {
    if (type !== 'AUTH' || !isEmbeddedAuthProvider(provider) || bound.has(provider)) continue
    bound.add(provider)
    // The host shows its refusals as toasts: the on-demand controllers come with it.
    void Promise.all([import('./createEmbeddedHost'), loadLateControllers()]).then(([m]) =>
      provider.bindHost(m.createEmbeddedHost(ctx)),
    )
  }
}
