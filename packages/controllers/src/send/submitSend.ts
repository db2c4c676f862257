import type { ChainAdapter } from '@latchkey/adapter-kit'
import { type CaipNetwork, latchkeyError, namespaceProfile } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Connectors from '../controllers/ConnectorController'
import * as Events from '../controllers/EventsController'
import * as Options from '../controllers/OptionsController'
import * as Router from '../controllers/RouterController'
import { refreshAfterSend } from '../controllers/refreshAfterSend'
import * as Send from '../controllers/SendController'
import * as Snack from '../controllers/SnackController'
import type { Config } from '../core/Config'
import type { SendDraft } from './validateSend'

// Token addresses may come as CAIP-10 ids from the balance API; wallets want the bare address.
function bareAddress(address: string): string {
  return address.split(':').at(-1) ?? address
}

function transfer(
  adapter: ChainAdapter,
  network: CaipNetwork,
  from: string,
  form: SendDraft,
  connectorId: string | undefined,
) {
  const token = form.token
  const decimals = Number(token?.quantity.decimals ?? network.nativeCurrency.decimals)
  return adapter.transfer({
    caipNetwork: network,
    from,
    to: namespaceProfile(network.chainNamespace).normalizeAddress(form.receiverAddress ?? ''),
    amount: adapter.parseUnits(form.sendTokenAmount ?? '0', decimals),
    ...(token?.address ? { token: { address: bareAddress(token.address) } } : {}),
    ...(connectorId ? { connectorId } : {}),
    ...(!token?.address && form.gasPrice ? { feeRate: BigInt(form.gasPrice) } : {}),
  })
}

/**
 * Sends a draft `send` has checked through the adapter. Success: 'Transaction started',
 * SEND_SUCCESS, form reset, back to Account. Failure: the namespace's §8 text ('Something went wrong' on EVM,
 * 'Failed to send transaction. Please try again.' on Solana), SEND_ERROR, the error rethrown.
 */
export async function submitSend(ctx: Config, form: SendDraft): Promise<{ hash: string }> {
  const network = Chain.state(ctx).activeCaipNetwork
  const namespace = network?.chainNamespace
  const account = Chain.getAccount(ctx, namespace)
  const adapter = ctx.adapters.get(namespace)
  if (!network || !namespace || !adapter) throw latchkeyError('ADAPTER_NOT_FOUND')
  if (!account?.address) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
  const properties = {
    isSmartAccount: account.preferredAccountType === 'smartAccount',
    token: form.token?.symbol ?? network.nativeCurrency.symbol,
    amount: form.sendTokenAmount,
    network: network.caipNetworkId,
  }
  Events.send(ctx, 'SEND_INITIATED', properties)
  // The form is emptied on success: what Activity shows as pending is taken first.
  const receiver = form.receiverAddress ?? ''
  const balanceBefore = account.balance
  try {
    const connectorId = Connectors.state(ctx).activeConnectorIds[namespace]
    const result = await transfer(adapter, network, account.address, form, connectorId)
    Snack.showSuccess(ctx, { code: 'TRANSACTION_STARTED' })
    Events.send(ctx, 'SEND_SUCCESS', { ...properties, hash: result.hash })
    Send.reset(ctx)
    Router.reset(ctx, 'Account')
    // The Account view's balance and its Tokens tab both show what was just spent, so neither
    // may wait for a cache (SPEC §5), nor keep what the node said before the block.
    refreshAfterSend(ctx, namespace, balanceBefore)
    // The visitor's own send belongs in Activity at once, not after reopening the modal.
    if (Options.isFeatureOn(ctx, 'history')) {
      const sent = {
        hash: result.hash,
        network,
        from: account.address,
        to: receiver,
        amount: properties.amount ?? '0',
        symbol: properties.token,
      }
      void import('../transactions/trackSentTransaction').then(({ trackSentTransaction }) =>
        trackSentTransaction(ctx, sent),
      )
    }
    return result
  } catch (error) {
    Snack.showError(ctx, {
      code: namespaceProfile(namespace).send?.failure ?? 'SOMETHING_WENT_WRONG',
    })
    Events.send(ctx, 'SEND_ERROR', {
      ...properties,
      message: error instanceof Error ? error.message : String(error),
    })
    throw error
  }
}
