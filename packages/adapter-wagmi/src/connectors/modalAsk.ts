import { UserRejectedRequestError } from 'viem'
import type { AdapterContext } from '../actions/AdapterContext'
import type { Eip1193Like, SourceConnector } from './ConnectorSource'
import type { ConnectIntent } from './fromSource'

/** The app's own connect (wagmi's `connect`) waiting on the modal, which joins it. */
export interface ModalAsk {
  /** The modal's intent (its pairing URI's listener, its network), once its connect joins. */
  readonly joined: Promise<ConnectIntent>
  /** How the app's connect ended: what the modal's connect waits on. */
  readonly outcome: Promise<void>
  /** Given up because the modal closed: the app's connect rejects as refused (4001). */
  readonly cancelled: boolean
  /** Hands the modal's intent over; false when a connect of the modal joined already. */
  join(intent: ConnectIntent): boolean
  cancel(): void
  /** The app's connect ended (with `error` when it failed). */
  settle(error?: unknown): void
}

/** How the app's connect reaches the modal: the WagmiAdapter hands it to its connectors. */
export interface ModalDoor {
  ask(source: SourceConnector, provider: Eip1193Like): Promise<ModalAsk | undefined>
}

/**
 * wagmi's `connect` through a Latchkey connector with no account yet (no WalletConnect session,
 * no e-mail login) needs the modal: it is asked to show that connector's view (the
 * `connectRequested` event), whose connect joins this one, so there is one pairing, not two.
 * Undefined when the wallet has an account already: the connect needs no one.
 */
export async function askModal(
  { asks, emitter }: Pick<AdapterContext, 'asks' | 'emitter'>,
  source: SourceConnector,
  provider: Eip1193Like,
): Promise<ModalAsk | undefined> {
  const found = await provider.request({ method: 'eth_accounts' }).catch(() => [])
  if (Array.isArray(found) && found.length > 0) return undefined
  asks.get(source.id)?.cancel()
  const ask = createAsk(() => {
    if (asks.get(source.id) === ask) asks.delete(source.id)
  })
  asks.set(source.id, ask)
  emitter.emit('connectRequested', { connectorId: source.id })
  return ask
}

function createAsk(done: () => void): ModalAsk {
  let hand!: (intent: ConnectIntent) => void
  let refuse!: (reason: unknown) => void
  const joined = new Promise<ConnectIntent>((resolve, reject) => {
    hand = resolve
    refuse = reject
  })
  let finish!: () => void
  let fail!: (reason: unknown) => void
  const outcome = new Promise<void>((resolve, reject) => {
    finish = resolve
    fail = reject
  })
  // The modal may never join (it closed first): then no one waits on the outcome.
  outcome.catch(() => undefined)
  let isJoined = false
  let cancelled = false
  return {
    joined,
    outcome,
    get cancelled() {
      return cancelled
    },
    join(intent) {
      if (isJoined) return false
      isJoined = true
      hand(intent)
      return true
    },
    cancel() {
      cancelled = true
      refuse(new UserRejectedRequestError(new Error('The modal was closed')))
    },
    settle(error) {
      done()
      if (error === undefined) finish()
      else fail(error)
    },
  }
}
