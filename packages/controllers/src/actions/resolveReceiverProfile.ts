import { namespaceProfile } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'

/**
 * The receiver's name for the send's review step (SPEC §4 names): asked of the name service on
 * mainnets of a namespace with names only; an answer for a receiver since changed is dropped, and a
 * failed lookup leaves the address alone.
 */
export async function resolveReceiverProfile(
  ctx: Pick<CoreContext, 'chain' | 'send' | 'services'>,
): Promise<void> {
  const receiver = ctx.send.state.receiverAddress
  const network = ctx.chain.state.activeCaipNetwork
  const client = ctx.services.api()
  ctx.send.setReceiverProfile({})
  if (!receiver || !network || network.testnet || !client) return
  if (!namespaceProfile(network.chainNamespace).names) return
  try {
    const names = await client.reverseLookupEnsName({ address: receiver })
    const name = names[0]?.name
    if (ctx.send.state.receiverAddress === receiver && name) ctx.send.setReceiverProfile({ name })
  } catch {
    // A name is a courtesy on the review step: without one the address is shown alone.
  }
}
