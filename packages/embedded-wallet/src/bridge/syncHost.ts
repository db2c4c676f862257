import type { EmbeddedHost } from '@latchkey/controllers'
import type { FrameBridge } from './createFrameBridge'

/**
 * SPEC §7 sync dapp data and theme once the frame is loaded, the theme again on every change;
 * and the locale the modal speaks (issue 35), at once and on every live switch, so that the
 * frame's own prompts (recovery password, approvals) speak it too. The locale is not waited for:
 * the frame holds its prompts until the table has loaded, and a frame of an older deploy that
 * does not know the message must not hold the login.
 */
export async function syncHost(frame: FrameBridge, host: EmbeddedHost): Promise<void> {
  let sent: string | undefined
  const syncLocale = () => {
    const locale = host.locale?.()
    if (!locale || locale === sent) return
    sent = locale
    void frame.request('SYNC_LOCALE', { locale }).catch(() => {})
  }
  syncLocale()
  host.onLocaleChange?.(syncLocale)
  await frame.request('SYNC_DAPP_DATA', host.dappData())
  await frame.request('SYNC_THEME', host.theme())
  host.onThemeChange(() => void frame.request('SYNC_THEME', host.theme()).catch(() => {}))
}
