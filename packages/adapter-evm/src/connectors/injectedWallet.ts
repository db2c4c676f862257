import { isEip1193Provider } from '../provider/Eip1193Provider'
import type { ConnectorSource, EvmConnector } from './EvmConnector'

export const INJECTED_CONNECTOR_ID = 'injected'
export const INJECTED_CONNECTOR_NAME = 'Browser Wallet'
/** Some wallets inject window.ethereum after load and fire this event when they do. */
const ETHEREUM_INITIALIZED_EVENT = 'ethereum#initialized'

/** The legacy window.ethereum wallet (SPEC §2: the controllers hide it on desktop). */
export function injectedWallet(): ConnectorSource {
  return {
    id: INJECTED_CONNECTOR_ID,
    start({ target, publish }) {
      if (!target) return () => {}
      let published: unknown
      const check = () => {
        const provider = target.ethereum
        if (!isEip1193Provider(provider) || provider === published) return
        published = provider
        const connector: EvmConnector = Object.freeze({
          id: INJECTED_CONNECTOR_ID,
          name: INJECTED_CONNECTOR_NAME,
          type: 'INJECTED',
          installed: true,
          provider,
          getProvider: () => provider,
        })
        publish([connector])
      }
      check()
      target.addEventListener(ETHEREUM_INITIALIZED_EVENT, check)
      return () => target.removeEventListener(ETHEREUM_INITIALIZED_EVENT, check)
    },
  }
}
