import { type EmbeddedWalletOptions, embeddedProvider } from './embeddedProvider'
import { embeddedSolanaSource } from './embeddedSolana'

export const EMBEDDED_CONNECTOR_ID = 'latchkey-embedded'

/**
 * The embedded wallet as a connector source for the EVM adapter:
 * `evmAdapter({ connectors: [embeddedWallet({ frameUrl })] })`. Same shape as the adapter's
 * ConnectorSource, declared here so this package needs no adapter.
 */
export function embeddedWallet(options: EmbeddedWalletOptions) {
  const provider = embeddedProvider(options)
  const connector = Object.freeze({
    id: EMBEDDED_CONNECTOR_ID,
    name: 'Email',
    type: 'AUTH' as const,
    provider,
    getProvider: () => provider,
    /** Before accounts are asked: the login takes the app's network (see provider.open). */
    open: (params: { chainId?: number }) => provider.open(params),
    /** Disconnect signs out of the frame (SPEC §4). */
    close: () => provider.signOut(),
  })
  return {
    id: EMBEDDED_CONNECTOR_ID,
    provider,
    /** The same login for adapter-solana: `solanaAdapter({ connectors: [wallet.solana] })`. */
    solana: embeddedSolanaSource(EMBEDDED_CONNECTOR_ID, provider),
    start({ publish }: { publish(connectors: readonly (typeof connector)[]): void }) {
      publish([connector])
      // The social buttons follow what the frame server offers once it has answered.
      return provider.onSocialLoginsChange(() => publish([connector]))
    },
  }
}
