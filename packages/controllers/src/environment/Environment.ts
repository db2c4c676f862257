export type OperatingSystem = 'ios' | 'android' | 'mac' | 'windows' | 'linux' | 'other'

/** Where the modal runs: decides mobile-only views, Telegram social filters and link styles. */
export interface Environment {
  isMobile: boolean
  /** Inside a Telegram mini-app. */
  isTelegram: boolean
  os: OperatingSystem
  /** The page address, sent with analytics events; empty on the server. */
  url: string
  domain: string
}

/** What a server render sees: a desktop with no page. */
export const SERVER_ENVIRONMENT: Environment = Object.freeze({
  isMobile: false,
  isTelegram: false,
  os: 'other',
  url: '',
  domain: '',
})

function detectOs(userAgent: string): OperatingSystem {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'mac'
  if (/Windows/i.test(userAgent)) return 'windows'
  if (/Linux/i.test(userAgent)) return 'linux'
  return 'other'
}

/** Reads the browser once; every global is guarded so a server or worker gets SERVER_ENVIRONMENT. */
export function detectEnvironment(): Environment {
  const nav = (globalThis as { navigator?: { userAgent?: string } }).navigator
  const win = (globalThis as { window?: { location?: Location; Telegram?: { WebApp?: unknown } } })
    .window
  if (!nav?.userAgent || !win) return SERVER_ENVIRONMENT
  const os = detectOs(nav.userAgent)
  return {
    isMobile: os === 'ios' || os === 'android' || /Mobi/i.test(nav.userAgent),
    isTelegram: Boolean(win.Telegram?.WebApp),
    os,
    url: win.location?.href ?? '',
    domain: win.location?.hostname ?? '',
  }
}
