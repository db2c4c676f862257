import type { WalletConnectMetadata } from './universalProvider'

/** What the wallet shows of an app that gave no metadata: the page's own origin. */
export function pageMetadata(): WalletConnectMetadata {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin ?? ''
  return { name: origin || 'Latchkey', description: '', url: origin, icons: [] }
}
