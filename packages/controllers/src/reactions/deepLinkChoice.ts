import type { DeepLinkChoice } from '@latchkey/core'
import { subscribe } from 'valtio/vanilla'
import * as Connection from '../controllers/ConnectionController'
import type { Config } from '../core/Config'

/**
 * The key WalletConnect's sign client reads (a browser's localStorage first, then its own
 * storage) each time it sends the wallet a request: it opens `{href}wc?requestId=…&sessionTopic=…`
 * so that the wallet app the visitor paired with on this phone comes up to approve
 * (@walletconnect/utils handleDeeplinkRedirect; AppKit keeps it under the same key).
 */
export const WALLETCONNECT_DEEPLINK_CHOICE = 'WALLETCONNECT_DEEPLINK_CHOICE'

/**
 * Mirrors the deep-link choice (SPEC §3, Connection's wcLinking) to that key: written when the
 * visitor opens a wallet by its link, removed when the connection resets (SPEC §4: reset clears
 * the stored deep link). `kept` is the choice the stored state held at start-up, which the page
 * before wrote to the key (localStorage outlives the page). Nothing is removed that was not
 * written so. Returns the stop.
 */
export function mirrorDeepLinkChoice(
  ctx: Pick<Config, 'store'>,
  kept: DeepLinkChoice | undefined,
): () => void {
  const textOf = (link: DeepLinkChoice | undefined) =>
    link ? JSON.stringify({ href: link.href, name: link.name }) : undefined
  let written = textOf(kept)
  const write = () => {
    const text = textOf(Connection.state(ctx).wcLinking)
    if (text === written) return
    try {
      const storage = globalThis.localStorage
      if (!storage) return
      if (text) storage.setItem(WALLETCONNECT_DEEPLINK_CHOICE, text)
      else storage.removeItem(WALLETCONNECT_DEEPLINK_CHOICE)
      written = text
    } catch {
      // No storage (a sandboxed frame, a browser's privacy mode): requests open no wallet.
    }
  }
  write()
  return subscribe(Connection.state(ctx), write, true)
}
