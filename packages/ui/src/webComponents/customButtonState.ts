import type { ChainNamespace, ConnectionStatus } from '@latchkey/core'
import type { AppKit } from '../appkit/createAppKit'
import { networkImageUrl } from '../views/shared/networkImageUrl'

// What @latchkey/react's AppKitButton.Custom and friends read, in the page buttons' parts chunk
// (loadButtonParts): an app that draws AppKitButton carries AppKitButton.Custom too, so its
// start-up keeps only the component, and this loads with the buttons' images.

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

// https, an image data URI, or http from a loopback host to a loopback page (the local stack's
// provider): what a host's <img src> may take (an <img> runs no script). Lighter than
// safeImageUrl, which this chunk would otherwise carry.
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

/**
 * The account, network and status a Custom button hands on, read from the instance's store.
 * `formatAmount` is core's, handed in by the caller, which has it already: this chunk then
 * imports nothing from the page's start-up code, and the start-up's chunk layout stays as it was.
 */
export function readCustomButtonState(
  appKit: AppKit,
  wanted: ChainNamespace | undefined,
  formatAmount: (amount: string) => string,
): CustomButtonState {
  // The store's slices as they are, not through the controller modules (start-up code).
  const { chain, connection, network: networkSlice, options } = appKit.controllers.store
  const status = connection?.status ?? 'disconnected'
  const restoring = connection?.restoring ?? false
  const namespace = wanted ?? chain?.activeNamespace
  const entry = namespace ? chain?.chains[namespace] : undefined
  const held = entry?.account
  const caipNetwork = wanted ? entry?.caipNetwork : chain?.activeCaipNetwork
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
    iconUrl: options && imageUrl(networkImageUrl(options, caipNetwork)),
    unsupported: networkSlice?.unsupportedCaipNetworkId !== undefined,
  }
  return Object.freeze({ account, network, status, restoring })
}
