import { type CaipNetwork, WALLET_ERROR_CODES, WalletRpcError } from '@latchkey/core'
import {
  SHARED_SESSION_CONNECTOR_ID,
  type SharedSession,
  sessionAccounts,
  sessionChains,
  sharedSessionSource,
  type WalletConnectSession,
} from '@latchkey/walletconnect'
import type { BitcoinAccount, BitcoinSigner } from './BitcoinSigner'
import { signatureToBase64 } from './base64'

/** The id every adapter gives the core's one WalletConnect session: the list shows it once. */
export const WALLET_CONNECT_CONNECTOR_ID = SHARED_SESSION_CONNECTOR_ID

function answerText(answer: unknown, field: string): string {
  const value = (answer as Record<string, unknown> | null)?.[field]
  if (typeof value !== 'string' || !value)
    throw new WalletRpcError(WALLET_ERROR_CODES.INTERNAL_ERROR)
  return value
}

/** The session's bip122 accounts: a WalletConnect wallet pays from what it approved (§3 payment). */
function accounts(session: WalletConnectSession): BitcoinAccount[] {
  const addresses = [...new Set(sessionAccounts(session.current, 'bip122').map((a) => a.address))]
  return addresses.map((address) => ({ address, purpose: 'payment' }))
}

/**
 * The bip122 side of a WalletConnect session (WalletConnect's published bip122 methods):
 * signMessage and signPsbt; the adapter broadcasts what the wallet signed.
 */
function sessionSigner(session: () => WalletConnectSession): BitcoinSigner {
  // Requests go to the network the adapter is on, else the first bip122 chain approved.
  const chainOf = (caipNetwork?: CaipNetwork) => {
    const approved = sessionChains(session().current, 'bip122')
    const wanted = caipNetwork?.caipNetworkId
    const chain = wanted && approved.includes(wanted) ? wanted : approved[0]
    if (!chain) throw new WalletRpcError(WALLET_ERROR_CODES.CHAIN_DISCONNECTED)
    return chain
  }
  return {
    async connect({ silent, caipNetwork, onUri }) {
      if (silent) await session().restore()
      else await session().pair(onUri, caipNetwork?.caipNetworkId)
      return accounts(session())
    },
    disconnect: () => session().disconnect(),
    async signMessage({ address, message, protocol, caipNetwork }) {
      const answer = await session().request(
        {
          method: 'signMessage',
          params: { account: address, address, message, ...(protocol ? { protocol } : {}) },
        },
        chainOf(caipNetwork),
      )
      return signatureToBase64(answerText(answer, 'signature'))
    },
    async signPsbt({ psbt, signInputs, caipNetwork }) {
      const [account] = Object.keys(signInputs)
      const answer = await session().request(
        {
          method: 'signPsbt',
          params: {
            account,
            psbt,
            signInputs: Object.entries(signInputs).flatMap(([address, indexes]) =>
              indexes.map((index) => ({ address, index })),
            ),
            broadcast: false,
          },
        },
        chainOf(caipNetwork),
      )
      return answerText(answer, 'psbt')
    },
    watch(listener) {
      return session().subscribe((event) => {
        if (event.type === 'disconnect') listener([])
        else if (event.type === 'accounts' && event.namespace === 'bip122')
          listener([{ address: event.address, purpose: 'payment' }])
      })
    },
    peerWallet() {
      const metadata = session().current?.peer?.metadata
      const name = metadata?.name?.trim()
      const icon = metadata?.icons?.find((url) => /^https:\/\//i.test(url))
      return name ? { name, ...(icon ? { icon } : {}) } : undefined
    },
    cancelPairing: () => session().cancelPairing(),
  }
}

/** The WalletConnect connector of the core's shared session, held while discovery runs. */
export function walletConnectSource(join: () => SharedSession | undefined) {
  return sharedSessionSource(join, 'bip122', sessionSigner)
}
