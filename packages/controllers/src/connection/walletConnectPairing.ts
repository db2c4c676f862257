import type { AdapterConnection } from '@latchkey/adapter-kit'
import type { ChainNamespace } from '@latchkey/core'
import { isPairingExpired, pairingExpiresAt } from '@latchkey/core'
import type { PendingPairing } from '../actions/connect'
import { connect as connectAction } from '../actions/connect'
import * as Chain from '../controllers/ChainController'
import type {
  ConnectionContext,
  ConnectionState,
  ConnectParams,
} from '../controllers/ConnectionController'
import * as Connection from '../controllers/ConnectionController'
import * as Modal from '../controllers/ModalController'
import * as Options from '../controllers/OptionsController'
import * as Router from '../controllers/RouterController'
import * as Transactions from '../controllers/TransactionsController'
import { createPairingRenewal, PAIRING_VIEWS } from './pairingRenewal'

interface PairingInFlight extends PendingPairing {
  connectorId: string
  namespace: ChainNamespace
  promise: Promise<AdapterConnection>
}

/**
 * The WalletConnect pairing of one core (SPEC §4): the code on show, its renewal when it
 * expires, and the connect waiting on a wallet, which a second ask joins instead of racing.
 * Loaded with the on-demand controllers; the connection controller makes it on first need.
 */
export function createWalletConnectPairing(ctx: ConnectionContext, state: ConnectionState) {
  let pairing: PairingInFlight | undefined

  function setUri(uri: string) {
    // The connector shows a still-valid pairing again when the QR view reopens: its life runs on.
    if (uri === state.wcUri && state.wcPairingExpiry !== undefined) return
    state.wcUri = uri
    state.wcPairingExpiry = pairingExpiresAt(ctx.clock.now())
    renewal.schedule(state.wcPairingExpiry)
  }

  /**
   * SPEC §4: a code on show is replaced on its own once it expires: while its connect still
   * waits and a WalletConnect view shows it in an open modal. A closed modal starts nothing.
   */
  function renewShownPairing() {
    const flight = pairing
    if (!flight || !isPairingExpired(state.wcPairingExpiry, ctx.clock.now())) return
    const open = Modal.state(ctx).open || Options.state(ctx).enableEmbedded
    if (!open || !PAIRING_VIEWS.has(Router.state(ctx).view)) return
    void Connection.connect(ctx, {
      connectorId: flight.connectorId,
      namespace: flight.namespace,
    }).catch(() => undefined)
  }
  const renewal = createPairingRenewal(ctx.clock, renewShownPairing)

  return {
    setUri,
    renewShownPairing,
    stop: () => renewal.cancel(),

    /** A WalletConnect connect: joins the pairing in flight for the same connector. */
    connect(params: ConnectParams, namespace: ChainNamespace): Promise<AdapterConnection> {
      const { connectorId, wallet } = params
      if (pairing?.connectorId === connectorId && pairing.namespace === namespace) {
        // The view asks again (reopened, or its code expired): the adapter shows the pairing's
        // URI again or a fresh one, and settles both asks alike; the first one applies it.
        if (wallet) pairing.wallet = wallet
        state.connectingConnectorId = connectorId
        ctx.adapters
          .get(namespace)
          ?.connect({
            connectorId,
            caipNetwork: Chain.getChain(ctx, namespace)?.caipNetwork,
            onUri: setUri,
          })
          .catch(() => undefined)
        return pairing.promise
      }
      const flight: PairingInFlight = { connectorId, namespace, wallet, promise: undefined! }
      pairing = flight
      flight.promise = connectAction(ctx, { ...params, namespace, pairing: flight }).finally(() => {
        if (pairing === flight) pairing = undefined
      })
      return flight.promise
    },

    /**
     * SPEC §4 status when the QR view closes with no wallet yet: buttons show Connect again. The
     * pairing stays open until it expires, so a wallet that still approves it connects.
     */
    setPairingAside() {
      if (!pairing || state.connectingConnectorId !== pairing.connectorId) return
      state.connectingConnectorId = undefined
    },

    /** Gives up a pending WalletConnect pairing: its wallet's late approval connects nothing. */
    dropPendingPairing() {
      const pending = pairing
      if (!pending) return
      pairing = undefined
      pending.cancelled = true
      ctx.adapters.get(pending.namespace)?.cancelPairing?.({ connectorId: pending.connectorId })
    },

    /** Forgets the pairing's code and link; the connection reads disconnected. */
    reset() {
      renewal.cancel()
      state.wcUri = undefined
      state.wcPairingExpiry = undefined
      state.wcLinking = undefined
      state.wcError = false
      state.recentWallet = undefined
      // Nothing waits on a wallet any more: status reads what the accounts say (SPEC §4 reset).
      state.connectingConnectorId = undefined
      Transactions.reset(ctx)
    },
  }
}

export type WalletConnectPairing = ReturnType<typeof createWalletConnectPairing>
