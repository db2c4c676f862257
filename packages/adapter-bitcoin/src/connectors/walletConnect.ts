import type { CaipNetwork } from '@latchkey/core'
import {
  answerText,
  requestChain,
  SHARED_SESSION_CONNECTOR_ID,
  type SharedSession,
  sessionKitSigner,
  sharedSessionSource,
  type WalletConnectSession,
} from '@latchkey/walletconnect'
import type { BitcoinAccount, BitcoinSigner } from './BitcoinSigner'
import { signatureToBase64 } from './base64'

/** The id every adapter gives the core's one WalletConnect session: the list shows it once. */
export const WALLET_CONNECT_CONNECTOR_ID = SHARED_SESSION_CONNECTOR_ID

/** A WalletConnect wallet pays from what it approved (§3 payment). */
const paymentAccounts = (addresses: string[]): BitcoinAccount[] =>
  addresses.map((address) => ({ address, purpose: 'payment' }))

/**
 * The bip122 side of a WalletConnect session (WalletConnect's published bip122 methods):
 * signMessage and signPsbt; the adapter broadcasts what the wallet signed.
 */
function sessionSigner(session: () => WalletConnectSession): BitcoinSigner {
  const chainOf = (caipNetwork?: CaipNetwork) => requestChain(session(), 'bip122', caipNetwork)
  return {
    ...sessionKitSigner(session, 'bip122', paymentAccounts),
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
  }
}

/** The WalletConnect connector of the core's shared session, held while discovery runs. */
export function walletConnectSource(join: () => SharedSession | undefined) {
  return sharedSessionSource(join, 'bip122', sessionSigner)
}
