import type { AdapterSetup } from '@latchkey/adapter-kit'
import { latchkeyError } from '@latchkey/core'
import type { SharedSession, WalletConnectEip1193 } from '@latchkey/walletconnect'
import type { SourceConnector } from './ConnectorSource'
import { WALLET_CONNECT_CONNECTOR_ID } from './toConnector'

const load = () => import('@latchkey/walletconnect')

/**
 * WalletConnect for the wagmi adapter: the eip155 share of the core's one session (SPEC §2 QR
 * code and deep link), its code loaded on first use. Requests go through the session's
 * EIP-1193 bridge, reads to the app's RPC URLs only.
 */
export function walletConnectSession(setup: AdapterSetup): SourceConnector {
  let joining: Promise<SharedSession | undefined> | undefined
  let bridge: { universal: unknown; eip1193: WalletConnectEip1193 } | undefined

  const join = () =>
    (joining ??= load()
      .then((m) => m.joinSharedSession(setup, 'eip155'))
      .catch((error: unknown) => {
        joining = undefined
        throw error
      }))

  async function session() {
    const joined = await join()
    if (!joined) throw latchkeyError('WALLET_CONNECT_CONNECTOR_NOT_FOUND')
    return joined.session
  }

  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chains: ['eip155'],
    async getProvider() {
      const current = await session()
      const universal = await current.getUniversalProvider()
      if (bridge?.universal !== universal) {
        const { createWalletConnectEip1193 } = await load()
        bridge?.eip1193.dispose()
        bridge = {
          universal,
          eip1193: createWalletConnectEip1193(universal, current, (id) => rpcUrlOf(setup, id)),
        }
      }
      return bridge.eip1193
    },
    async open({ onUri, chainId } = {}) {
      const wanted = chainId ? (`eip155:${chainId}` as const) : undefined
      const current = await session()
      await current.pair(onUri, wanted)
      const approved = current.current?.namespaces.eip155?.accounts ?? []
      // Land on the chain the app asked for when the wallet approved it.
      if (wanted && approved.some((account) => account.startsWith(`${wanted}:`)))
        await current.setDefaultChain(wanted)
    },
    cancelPairing: () => void joining?.then((joined) => joined?.session.cancelPairing()),
    async close() {
      await (await joining)?.session.disconnect()
    },
    async peerWallet() {
      const current = (await joining)?.session.current
      return current ? (await load()).peerWallet(current) : undefined
    },
  }
}

/** Where reads through the session go: the host's rpcMap, else the network's own URL. */
function rpcUrlOf(setup: AdapterSetup, chainId: number): string | undefined {
  const id = `eip155:${chainId}` as const
  return (
    setup.walletConnect?.rpcMap?.[id] ??
    setup.networks.find((n) => n.caipNetworkId === id)?.rpcUrls.default.http[0]
  )
}
