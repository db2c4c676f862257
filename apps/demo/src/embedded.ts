import { embeddedWallet } from '@latchkey/embedded-wallet'
import type { DemoConfig } from './config'

let wallet: ReturnType<typeof embeddedWallet> | undefined

/**
 * E-mail and social logins through the local secure frame, when the stack runs one. The frame
 * offers Farcaster when it reads the local IdRegistry: to finish such a login, copy the link the
 * modal shows and run `node stack/scripts/farcasterSignIn.mjs '<link>'` (README).
 */
export function embeddedConnectors(config: DemoConfig) {
  if (!config.secureFrameUrl) return []
  wallet ??= embeddedWallet({
    frameUrl: config.secureFrameUrl,
    projectId: config.projectId,
  })
  return [wallet]
}

/** The same login's Solana side, for adapter-solana. */
export function embeddedSolanaConnectors(config: DemoConfig) {
  return embeddedConnectors(config).map((w) => w.solana)
}

/** Asks the frame to show the key in its own page (the host page never receives it). */
export function exportEmbeddedKey(): Promise<void> {
  return wallet ? wallet.provider.exportSecret() : Promise.resolve()
}

/** The development mailbox's address, if it is a plain http(s) URL. */
export function mailboxUrl(config: DemoConfig): string | undefined {
  const url = config.mailboxUrl ? URL.parse(config.mailboxUrl) : null
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : undefined
}
