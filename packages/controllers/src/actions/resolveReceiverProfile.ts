import { namespaceProfile } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Send from '../controllers/SendController'
import type { Config } from '../core/Config'
import { servicesOf } from '../core/servicesOf'

/**
 * The receiver's name for the send's review step (SPEC §4 names): asked of the name service on
 * mainnets of a namespace with names only; an answer for a receiver since changed is dropped, and a
 * failed lookup leaves the address alone.
 */
export async function resolveReceiverProfile(ctx: Config): Promise<void> {
  const receiver = Send.state(ctx).receiverAddress
  const network = Chain.state(ctx).activeCaipNetwork
  const client = servicesOf(ctx).api()
  Send.setReceiverProfile(ctx, {})
  if (!receiver || !network || network.testnet || !client) return
  if (!namespaceProfile(network.chainNamespace).names) return
  try {
    const names = await client.reverseLookupEnsName({ address: receiver })
    const name = names[0]?.name
    if (Send.state(ctx).receiverAddress === receiver && name) Send.setReceiverProfile(ctx, { name })
  } catch {
    // A name is a courtesy on the review step: without one the address is shown alone.
  }
}
