import { type ChainNamespace, type PairingLinks, pairingLinks } from '@latchkey/core'
import { subscribe } from 'valtio/vanilla'
import { createPairingRenewal } from '../connection/pairingRenewal'
import * as Connection from '../controllers/ConnectionController'
import * as Connectors from '../controllers/ConnectorController'
import type { Config } from '../core/Config'
import { connectionOf, type HeadlessConnection } from './connectionOf'
import { HeadlessActionError, toHeadlessError } from './headlessError'
import { headlessSlice, run } from './headlessState'
import { knownRegistryWallet } from './walletList'

export interface ConnectWalletConnectParameters {
  /** The registry wallet the visitor picked (remembered among recent wallets, its deep links). */
  walletId?: string
  namespace?: ChainNamespace
}

/** A WalletConnect pairing waiting for a wallet: show `uri` as a QR code or hand it to a wallet app. */
export interface WalletConnectPairing {
  /** The pairing URI on show now: a new one replaces it when it expires (SPEC §4). */
  readonly uri: string
  /** When `uri` stops working (ms since the epoch, on the instance's clock). */
  readonly expiresAt: number
  /** The wallet app's and web app's links with the current URI (the picked wallet's by default). */
  deepLink(walletId?: string): PairingLinks
  /**
   * Call it in the visitor's click on one of those links: keeps the deep-link choice (SPEC §3),
   * so that WalletConnect's client opens that wallet again for each request once connected, as
   * the modal's own link does, and returns the link to open (undefined when there is none).
   */
  chooseDeepLink(walletId?: string, kind?: 'app' | 'web'): string | undefined
  /** Settles when a wallet approves (the account), or with the wallet's refusal. */
  readonly connection: Promise<HeadlessConnection>
  /** Gives the pairing up: no renewal, and a late approval connects nothing. */
  cancel(): void
}

/**
 * SPEC §4 WalletConnect pairing without the modal: resolves once the first URI is there (or
 * rejects when none comes), keeps it renewed while no wallet has answered, and reports the
 * connection through `connection`. The URI is also in `getState(config).walletConnect`.
 */
export async function connectWalletConnect(
  config: Config,
  parameters: ConnectWalletConnectParameters = {},
): Promise<WalletConnectPairing> {
  return run(config, async () => {
    Connectors.discover(config)
    const connector = Connectors.getWalletConnectConnector(config)
    if (!connector) throw new HeadlessActionError({ code: 'WALLET_CONNECT_CONNECTOR_NOT_FOUND' })
    const namespace = parameters.namespace ?? connector.chain
    const wallet = parameters.walletId
      ? knownRegistryWallet(config, parameters.walletId)
      : undefined
    if (parameters.walletId && !wallet)
      throw new HeadlessActionError({
        code: 'WALLET_NOT_FOUND',
        params: { walletId: parameters.walletId },
      })
    const state = Connection.state(config)
    const own = headlessSlice(config)
    // The URI a finished pairing left behind is not this one's; a pairing still waiting is joined.
    const stale = own.pairing ? undefined : state.wcUri
    own.pairing = true
    let settled = false
    let cancelled = false
    // A fresh code for the one still waiting, joined to the same connect (SPEC §4).
    const renewal = createPairingRenewal(config.clock, () => {
      if (settled || cancelled) return
      void Connection.connect(config, { connectorId: connector.id, namespace }).catch(
        () => undefined,
      )
    })
    let shownExpiry: number | undefined
    const follow = () => {
      if (settled || cancelled || state.wcPairingExpiry === undefined) return
      if (state.wcPairingExpiry === shownExpiry) return
      shownExpiry = state.wcPairingExpiry
      renewal.schedule(shownExpiry)
    }
    const stopFollowing = subscribe(state, follow, true)
    const end = () => {
      settled = true
      own.pairing = false
      renewal.cancel()
      stopFollowing()
    }
    const pending = Connection.connect(config, {
      connectorId: connector.id,
      namespace,
      ...(wallet ? { wallet } : {}),
    })
    // cancel() settles it at once: the wallet side may never answer a dropped pairing.
    let abort: (reason: unknown) => void = () => {}
    const aborted = new Promise<never>((_, reject) => {
      abort = reject
    })
    const outcome = pending.then(
      () => {
        end()
        return connectionOf(config, namespace, connector.id)
      },
      (error: unknown) => {
        end()
        if (cancelled) throw error
        const coded = toHeadlessError(error)
        headlessSlice(config).error = coded
        throw new HeadlessActionError(coded, { cause: error })
      },
    )
    const connection = Promise.race([outcome, aborted])
    // A host that never waits on it (it gave the pairing up) leaves no unhandled rejection.
    connection.catch(() => undefined)
    // The first URI, or the failure that came instead of one.
    await new Promise<void>((resolve, reject) => {
      const fresh = () => Boolean(state.wcUri) && state.wcUri !== stale
      if (fresh()) return resolve()
      const stop = subscribe(
        state,
        () => {
          if (!fresh()) return
          stop()
          resolve()
        },
        true,
      )
      connection.catch((error: unknown) => {
        stop()
        reject(error)
      })
    })
    follow()
    const linksOf = (walletId?: string) => {
      const target = walletId ? knownRegistryWallet(config, walletId) : wallet
      const uri = state.wcUri
      const links: PairingLinks =
        target && uri ? pairingLinks(target, uri, config.environment.isMobile) : {}
      return { target, links }
    }
    return {
      get uri() {
        return state.wcUri ?? ''
      },
      get expiresAt() {
        return state.wcPairingExpiry ?? 0
      },
      deepLink: (walletId?: string) => linksOf(walletId).links,
      chooseDeepLink(walletId?: string, kind: 'app' | 'web' = 'app') {
        const { target, links } = linksOf(walletId)
        const link = links[kind]
        const base = kind === 'app' ? links.appBase : links.webBase
        if (!target || !link || !base) return undefined
        Connection.setWcLinking(config, { href: base, name: target.name })
        return link
      },
      connection,
      cancel() {
        if (settled || cancelled) return
        cancelled = true
        end()
        abort(new HeadlessActionError({ code: 'REQUEST_ABORTED' }))
        Connection.setPairingAside(config)
        Connection.dropPendingPairing(config)
        Connection.resetWcConnection(config)
      },
    }
  })
}
