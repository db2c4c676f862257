import { embeddedWallet } from '@latchkey/embedded-wallet'
import type { DemoConfig } from './config'
import { farcasterSocials } from './farcaster'

let wallet: ReturnType<typeof embeddedWallet> | undefined

/** E-mail login through the local secure frame, when the stack runs one. */
export function embeddedConnectors(config: DemoConfig) {
  if (!config.secureFrameUrl) return []
  wallet ??= embeddedWallet({
    frameUrl: config.secureFrameUrl,
    projectId: config.projectId,
    // Sign In With Farcaster when the stack's frame reads a local IdRegistry (src/farcaster.ts).
    socials: farcasterSocials(config),
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
