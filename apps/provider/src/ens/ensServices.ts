import type { Services } from '../server/Services'
import { EnsIdentity } from './EnsIdentity'

const built = new WeakMap<Services, EnsIdentity>()

/** The app's ENS reader, made on first use and shared by its routes. */
export function ensIdentity(services: Services): EnsIdentity {
  let ens = built.get(services)
  if (!ens) {
    const { config } = services
    ens = new EnsIdentity(
      config.chains,
      config.nfts,
      config.gateway.timeoutMs,
      config.cache.identityTtlMs,
      config.cache.maxEntries,
      services.logger,
    )
    built.set(services, ens)
  }
  return ens
}
