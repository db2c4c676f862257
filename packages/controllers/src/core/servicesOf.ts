import type { Config } from './Config'
import { createServices } from './createServices'
import type { Services } from './Services'
import { instanceData } from './store'

const made = instanceData((): { services?: Services } => ({}))

/**
 * A config's provider clients, made on first use; each client loads its code on its first call
 * (createServices). Whatever calls this carries createServices in its own chunk.
 */
export function servicesOf(config: Config): Services {
  const data = made(config)
  data.services ??= createServices(config.hostOptions, config)
  return data.services
}
