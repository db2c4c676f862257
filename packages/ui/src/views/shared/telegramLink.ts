interface TelegramWebApp {
  openLink?(url: string): void
}

/**
 * Inside a Telegram mini-app, hands `url` to Telegram.WebApp.openLink, since Telegram's webview
 * ignores navigation to a wallet's own scheme. Returns false where there is no such bridge.
 */
export function openThroughTelegram(url: string): boolean {
  const webApp = (globalThis as { Telegram?: { WebApp?: TelegramWebApp } }).Telegram?.WebApp
  if (typeof webApp?.openLink !== 'function') return false
  webApp.openLink(url)
  return true
}
