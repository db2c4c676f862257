import type { AdapterWalletInfo } from '@latchkey/adapter-kit'

interface SessionWithPeer {
  peer?: { metadata?: { name?: unknown; icons?: unknown } }
}

/**
 * The wallet at the other end of a WalletConnect session, as its metadata names it: its name and
 * first https icon. Undefined without a session or a name.
 */
export function peerWallet(session: unknown): AdapterWalletInfo | undefined {
  const metadata = (session as SessionWithPeer | undefined)?.peer?.metadata
  const name = typeof metadata?.name === 'string' ? metadata.name.trim() : ''
  if (!name) return undefined
  const icons: unknown[] = Array.isArray(metadata?.icons) ? metadata.icons : []
  const icon = icons.find(
    (candidate): candidate is string =>
      typeof candidate === 'string' && /^https:\/\//i.test(candidate.trim()),
  )
  return { name, ...(icon ? { icon: icon.trim() } : {}) }
}
