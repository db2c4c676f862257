import { type ConnectorSource, localSolana, solanaAdapter } from '@latchkey/adapter-solana'
import type { DemoConfig } from './config'

/** What the local stack serves for its Solana chain in /latchkey.config.json, when it runs one. */
export interface SolanaDemoConfig {
  rpcUrl: string
  genesisHash: string
  /** Development keys (64-byte secret keys); present only on the local stack. */
  devWallet?: { secretKeys: number[][] }
}

export function solanaConfigOf(config: DemoConfig): SolanaDemoConfig | undefined {
  return (config as DemoConfig & { solana?: SolanaDemoConfig }).solana
}

/**
 * The Solana adapter on the local Solana chain. @solana/web3.js stays out of start-up: the
 * adapter loads it on first need (a connection, a balance, a restore).
 */
export function startSolana(config: DemoConfig, connectors: readonly ConnectorSource[] = []) {
  const solana = solanaConfigOf(config)
  if (!solana) return undefined
  const network = localSolana({ rpcUrl: solana.rpcUrl, genesisHash: solana.genesisHash })
  return { adapter: solanaAdapter({ networks: [network], connectors }), networks: [network] }
}

/**
 * The Solana development wallet, only when the local stack hands out keys, as its own chunk so
 * nothing of it is in the app's main bundle. Requests wait for approval in its panel.
 */
export async function startSolanaDevWallet(config: DemoConfig) {
  const solana = solanaConfigOf(config)
  if (!solana?.devWallet) return undefined
  const { createSolanaDevWallet, registerSolanaDevWallet } = await import('@latchkey/dev-wallet')
  const wallet = createSolanaDevWallet({
    secretKeys: solana.devWallet.secretKeys,
    chains: [{ chain: 'solana:localnet', rpcUrl: solana.rpcUrl }],
    mode: 'manual',
    // Like a browser wallet, remember the grant so a reload restores the session (§4).
    persist: window.localStorage,
  })
  registerSolanaDevWallet(wallet.wallet)
  return wallet
}

export type SolanaDevWallet = NonNullable<Awaited<ReturnType<typeof startSolanaDevWallet>>>
