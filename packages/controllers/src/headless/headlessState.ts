import type { CaipAddress, ChainNamespace, ConnectionStatus, DefaultSocial } from '@latchkey/core'
import { subscribe as watch } from 'valtio/vanilla'
import * as Chain from '../controllers/ChainController'
import * as Connection from '../controllers/ConnectionController'
import * as Connectors from '../controllers/ConnectorController'
import type { Config } from '../core/Config'
import { instanceData, slice } from '../core/store'
import { HeadlessActionError, type HeadlessError, toHeadlessError } from './headlessError'

/**
 * Where a login stands: `idle` none; `sending` the e-mail went to the embedded wallet;
 * `verifyDevice` the mail's link must be opened on this new device (the code follows);
 * `verifyCode` the six digits from the mail are awaited; `social` a social provider's page is
 * open; `connected` the login connected.
 */
export type LoginStep = 'idle' | 'sending' | 'verifyDevice' | 'verifyCode' | 'social' | 'connected'

export interface HeadlessLogin {
  step: LoginStep
  email?: string
  social?: DefaultSocial
  /** Sign In With Farcaster: the link to open (or show as a QR code) until it is approved. */
  farcasterUrl?: string
}

/** The store's `headless` slice: what the headless actions add to the controllers' state. */
export interface HeadlessSlice {
  login: HeadlessLogin
  /** The last action's failure; cleared when the next one starts. */
  error: HeadlessError | undefined
  /** A pairing connectWalletConnect started is waiting for a wallet. */
  pairing: boolean
}

/** The WalletConnect pairing on show: its URI (QR code or deep link) until `expiresAt` (ms). */
export interface WalletConnectUri {
  uri: string
  expiresAt: number
}

/** Everything a headless connect flow draws from, as one immutable read-out. */
export interface HeadlessState {
  /** SPEC §4: connecting while a connect, restore or login runs; connected with an account. */
  status: ConnectionStatus
  namespace: ChainNamespace | undefined
  address: string | undefined
  caipAddress: CaipAddress | undefined
  /** The connector of the active namespace's connection. */
  connectorId: string | undefined
  /** The pairing URI on show, while one connectWalletConnect started waits for a wallet. */
  walletConnect: WalletConnectUri | undefined
  login: Readonly<HeadlessLogin>
  error: HeadlessError | undefined
}

export function headlessSlice(config: Pick<Config, 'store'>): HeadlessSlice {
  return slice(config.store, 'headless', () => ({
    login: { step: 'idle' },
    error: undefined,
    pairing: false,
  }))
}

const cache = instanceData(() => ({ last: undefined as HeadlessState | undefined }))

function read(config: Config): HeadlessState {
  const connection = Connection.state(config)
  const own = headlessSlice(config)
  const namespace = Chain.state(config).activeNamespace
  const account = namespace ? Chain.getAccount(config, namespace) : undefined
  // The connection keeps the last URI after a pairing ends: shown only while one waits.
  const pairing =
    own.pairing && connection.wcUri && connection.wcPairingExpiry !== undefined
      ? { uri: connection.wcUri, expiresAt: connection.wcPairingExpiry }
      : undefined
  return {
    status: connection.status,
    namespace,
    address: account?.address,
    caipAddress: account?.caipAddress,
    connectorId: namespace ? Connectors.state(config).activeConnectorIds[namespace] : undefined,
    walletConnect: pairing,
    login: {
      ...own.login,
      ...(own.login.step === 'social' && account?.farcasterUrl
        ? { farcasterUrl: account.farcasterUrl }
        : {}),
    },
    error: own.error,
  }
}

function same(a: HeadlessState, b: HeadlessState): boolean {
  return (
    a.status === b.status &&
    a.namespace === b.namespace &&
    a.address === b.address &&
    a.caipAddress === b.caipAddress &&
    a.connectorId === b.connectorId &&
    a.walletConnect?.uri === b.walletConnect?.uri &&
    a.walletConnect?.expiresAt === b.walletConnect?.expiresAt &&
    a.login.step === b.login.step &&
    a.login.email === b.login.email &&
    a.login.social === b.login.social &&
    a.login.farcasterUrl === b.login.farcasterUrl &&
    a.error === b.error
  )
}

/**
 * The connect flow's state now. Keeps its identity until something in it changes, so it can be
 * handed to React's useSyncExternalStore as it is.
 */
export function getState(config: Config): HeadlessState {
  const held = cache(config)
  const next = read(config)
  if (held.last && same(held.last, next)) return held.last
  held.last = Object.freeze({
    ...next,
    login: Object.freeze(next.login),
    ...(next.walletConnect ? { walletConnect: Object.freeze(next.walletConnect) } : {}),
  })
  return held.last
}

/** Calls `listener` with the new state whenever it changes; returns the stop. */
export function subscribe(config: Config, listener: (state: HeadlessState) => void): () => void {
  let last = getState(config)
  const check = () => {
    const now = getState(config)
    if (now === last) return
    last = now
    listener(now)
  }
  const stops = [
    watch(Connection.state(config), check),
    watch(Chain.state(config), check),
    watch(Connectors.state(config), check),
    watch(headlessSlice(config), check),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}

/** Runs a headless action: clears the last error, records a failure in state and rethrows it coded. */
export async function run<T>(config: Config, action: () => Promise<T> | T): Promise<T> {
  const own = headlessSlice(config)
  own.error = undefined
  try {
    return await action()
  } catch (error) {
    const coded = toHeadlessError(error)
    own.error = coded
    throw new HeadlessActionError(coded, { cause: error })
  }
}
