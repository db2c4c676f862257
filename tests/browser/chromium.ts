import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'
import { inject } from 'vitest'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Flags Debian's Chromium needs headless as root on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

export function hasChromium(): boolean {
  return existsSync(CHROMIUM_PATH)
}

/**
 * Debian's Chromium: in the browser project, a connection to the one the stack host
 * (tests/browser/stackHost.ts) runs for every file (each context the file opens is fresh, and
 * closing the connection closes them); elsewhere a launch of its own. Either way every context
 * has a fresh temporary profile.
 */
export async function launchChromium(): Promise<Browser> {
  const host = inject('stackHost')
  if (host) {
    const { wsEndpoint } = (await (await fetch(`${host}/chromium`)).json()) as {
      wsEndpoint: string
    }
    return chromium.connect(wsEndpoint)
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
}
