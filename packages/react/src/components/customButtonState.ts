import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Options from '@latchkey/controllers/options'
import { type ChainNamespace, type ConnectionStatus, formatAmount } from '@latchkey/core'
import { type AppKit, networkImageUrl } from '@latchkey/ui'
import { snapshot, subscribe } from 'valtio/vanilla'

/** The connected account a Custom button draws (issue 38). */
export interface AppKitCustomAccount {
  address: string
  caipAddress: string
  namespace: ChainNamespace
  /** The profile (ENS) name, else the short address ('0x1234…cdef'). */
  displayName: string
  /** The profile (ENS) name, when the account has one. */
  profileName: string | undefined
  /** The profile (ENS) avatar: an https or data: image URL, else undefined. */
  avatarUrl: string | undefined
  /** '1.234 ETH' (3 decimals, SPEC §5), once the balance is known. */
  displayBalance: string | undefined
  /** The native balance as a decimal string ('1.234567'), once known. */
  balance: string | undefined
  balanceSymbol: string | undefined
}

/** The active network a Custom button draws. */
export interface AppKitCustomNetwork {
  id: number | string
  caipNetworkId: string
  name: string
  /** Its image (its own, else the provider's): an https or data: image URL, else undefined. */
  iconUrl: string | undefined
  /** The wallet sits on a network the app did not request (SPEC §4 UnsupportedChain). */
  unsupported: boolean
}

/** What every Custom button hands its child function. */
export interface AppKitCustomRenderProps {
  /** The connected account of the namespace (the active one by default), else undefined. */
  account: AppKitCustomAccount | undefined
  network: AppKitCustomNetwork | undefined
  /** SPEC §4 connection status: connecting while a connect, a restore or a login is in flight. */
  status: ConnectionStatus
  /** False on the server and in the first client render (hydration); true after. */
  mounted: boolean
  /** A stored session is being restored (status reads connecting meanwhile). */
  restoring: boolean
  /** Opens the modal on Connect. */
  openConnectModal(): Promise<void>
  /** Opens the modal on Account. */
  openAccountModal(): Promise<void>
  /** Opens the modal on the network list. */
  openNetworkModal(): Promise<void>
}

/** The state part of the props: what the instance's store holds, read once per change. */
export type CustomButtonState = Pick<
  AppKitCustomRenderProps,
  'account' | 'network' | 'status' | 'restoring'
>

/** What the server, hydration and a page without createAppKit see. */
export const NOTHING_YET: CustomButtonState = Object.freeze({
  account: undefined,
  network: undefined,
  status: 'disconnected',
  restoring: false,
})

// https, an image data URI, or http from a loopback host to a loopback page (the local stack's
// provider): what an <img src> may take. Inline, not ui's safeImageUrl: AppKitButton carries
// this to every app's start-up, and a host draws the URL in its own <img>, which runs no script.
const LOOPBACK = /^(127\.0\.0\.1|localhost|\[::1\])$/
function imageUrl(url: string | undefined): string | undefined {
  if (!url) return undefined
  if (/^(https:\/\/|data:image\/[\w+.-]+[;,])/i.test(url)) return url
  const loopback = /^http:\/\/(\[::1\]|[^/:]+)[:/]/i.exec(url)?.[1]
  return loopback && LOOPBACK.test(loopback) && LOOPBACK.test(globalThis.location?.hostname ?? '')
    ? url
    : undefined
}

const shortAddress = (address: string) =>
  address.length <= 11 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`

function readState(appKit: AppKit, wanted: ChainNamespace | undefined): CustomButtonState {
  const ctx = appKit.controllers
  const chain = Chain.state(ctx)
  const { status, restoring } = Connection.state(ctx)
  const namespace = wanted ?? chain.activeNamespace
  const entry = namespace ? chain.chains[namespace] : undefined
  const held = entry?.account
  const caipNetwork = wanted ? entry?.caipNetwork : chain.activeCaipNetwork
  const account: AppKitCustomAccount | undefined =
    namespace && held?.address && held.caipAddress
      ? {
          address: held.address,
          caipAddress: held.caipAddress,
          namespace,
          displayName: held.profileName ?? shortAddress(held.address),
          profileName: held.profileName,
          avatarUrl: imageUrl(held.profileImage),
          displayBalance:
            held.balance === undefined
              ? undefined
              : `${formatAmount(held.balance)} ${held.balanceSymbol ?? ''}`.trim(),
          balance: held.balance,
          balanceSymbol: held.balanceSymbol,
        }
      : undefined
  const network: AppKitCustomNetwork | undefined = caipNetwork && {
    id: caipNetwork.id,
    caipNetworkId: caipNetwork.caipNetworkId,
    name: caipNetwork.name,
    iconUrl: imageUrl(networkImageUrl(Options.state(ctx), caipNetwork)),
    // The slice, not the network module: that one would bring switching into start-up.
    unsupported: ctx.store.network?.unsupportedCaipNetworkId !== undefined,
  }
  return Object.freeze({ account, network, status, restoring })
}

/**
 * A store React can subscribe to: the state is read again only when the chain, connection or
 * network slice has a new version (valtio's snapshots keep their identity until then), so it
 * keeps its identity between changes, as useSyncExternalStore needs.
 */
export function customButtonStore(appKit: AppKit, namespace: ChainNamespace | undefined) {
  const { store } = appKit.controllers
  let versions: unknown[] = []
  let current: CustomButtonState = NOTHING_YET
  return {
    subscribe: (onChange: () => void): (() => void) => subscribe(store, onChange),
    get(): CustomButtonState {
      const { chain, connection, network } = snapshot(store)
      const now = [chain, connection, network]
      if (now.some((version, i) => version !== versions[i])) {
        versions = now
        current = readState(appKit, namespace)
      }
      return current
    },
  }
}
