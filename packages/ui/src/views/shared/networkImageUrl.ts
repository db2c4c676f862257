import type { CaipNetwork } from '@latchkey/core'
import { providerImageUrl } from './providerImageUrl'

/**
 * The one image of a network wherever it is drawn (page button, account, network list): its own
 * image, else the provider's (SPEC §7 GET images), else the monogram of its name.
 */
export function networkImageUrl(
  source: { apiUrl: string | undefined; projectId: string },
  network: Pick<CaipNetwork, 'assets' | 'caipNetworkId'> | undefined,
): string | undefined {
  if (!network) return undefined
  return network.assets?.imageUrl || providerImageUrl(source, 'networks', network.caipNetworkId)
}
