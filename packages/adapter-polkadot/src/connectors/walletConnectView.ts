import {
  type CaipNetwork,
  type CaipNetworkId,
  polkadotProfile,
  walletConnectProfile,
} from '@latchkey/core'
import {
  peerWallet,
  type SharedSession,
  sessionAccounts,
  sessionChains,
} from '@latchkey/walletconnect'
import type { SignerPayloadJSON, SignerPayloadRaw, SignerResult } from '@polkadot/types/types'
import type { InjectedAccount } from './InjectedWeb3'
import type { PolkadotConnector, PolkadotWallet } from './PolkadotConnector'

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

export interface WalletConnectView extends PolkadotConnector {
  /** Leaves the shared session (the last namespace to leave closes it). */
  shutDown(): void
}

/**
 * The polkadot view of the core's one WalletConnect session: connect pairs (or reuses a session
 * another namespace opened), accounts are the session's polkadot ones, and the signer sends
 * `polkadot_signTransaction` and `polkadot_signMessage` requests to the wallet.
 */
export function walletConnectView(
  join: () => SharedSession | undefined,
  onChange: (connector: WalletConnectView) => void,
): WalletConnectView {
  let member: SharedSession | undefined
  let stopWatching: (() => void) | undefined
  const membership = () => {
    if (!member) {
      member = join()
      stopWatching = member?.onNamespaces(() => onChange(view))
    }
    if (!member) throw new Error('WalletConnect is off: createAppKit has no walletConnect relay')
    return member
  }

  function wallet(network: CaipNetwork): PolkadotWallet {
    const { session } = membership()
    let id = 0
    const chainOf = (genesisHash?: string): CaipNetworkId => {
      const wanted = genesisHash ? (`polkadot:${genesisHash.slice(2, 34)}` as const) : undefined
      const approved = sessionChains(session.current, 'polkadot')
      return wanted && approved.includes(wanted)
        ? wanted
        : approved.includes(network.caipNetworkId)
          ? network.caipNetworkId
          : (approved[0] ?? network.caipNetworkId)
    }
    const profile = walletConnectProfile('polkadot')
    const peer = peerWallet(session.current)
    return {
      async accounts(): Promise<InjectedAccount[]> {
        const seen = new Set<string>()
        return sessionAccounts(session.current, 'polkadot', polkadotProfile.isAddress)
          .filter((a) => !seen.has(a.address) && seen.add(a.address))
          .map((a) => ({ address: a.address }))
      },
      signer: {
        async signPayload(payload: SignerPayloadJSON): Promise<SignerResult> {
          const answer = await session.request<{ signature?: unknown }>(
            {
              method: 'polkadot_signTransaction',
              params: { address: payload.address, transactionPayload: payload },
            },
            chainOf(payload.genesisHash),
          )
          if (typeof answer?.signature !== 'string') throw new Error('The wallet sent no signature')
          return { id: ++id, signature: answer.signature as `0x${string}` }
        },
        async signRaw(raw: SignerPayloadRaw): Promise<SignerResult> {
          const request = profile.signMessage?.(raw.data, raw.address)
          if (!request) throw new Error('polkadot_signMessage is not in the polkadot profile')
          const answer = await session.request<unknown>(
            { method: request.method, params: request.params },
            chainOf(),
          )
          return { id: ++id, signature: request.read(answer) as `0x${string}` }
        },
      },
      ...(peer ? { peer } : {}),
    }
  }

  const view: WalletConnectView = {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    get chains() {
      return member?.namespaces() ?? ['polkadot']
    },
    async open({ caipNetwork, onUri }) {
      await membership().session.pair(onUri, caipNetwork.caipNetworkId)
      return wallet(caipNetwork)
    },
    async restore({ caipNetwork }) {
      const current = await membership().session.restore()
      return sessionAccounts(current, 'polkadot', polkadotProfile.isAddress).length > 0
        ? wallet(caipNetwork)
        : undefined
    },
    async close() {
      await member?.session.disconnect()
    },
    cancelPairing: () => member?.session.cancelPairing(),
    shutDown() {
      stopWatching?.()
      stopWatching = undefined
      member?.release()
      member = undefined
    },
  }
  return view
}
