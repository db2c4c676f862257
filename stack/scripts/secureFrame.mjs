// The embedded wallet's secure frame on its own port (its own origin), with the development
// mailbox its login codes go to. One call from startStack.mjs.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const built = fileURLToPath(new URL('../../apps/secure-frame/dist/index.js', import.meta.url))

/**
 * @param {{ port: number, providerUrl: string, socials?: object[], farcaster?: { rpcUrl: string, idRegistry: `0x${string}`, relayUrl: string, authKey: string }, codesPerIpPerHour?: number, stops: (() => Promise<void>)[], log: (line: string) => void }} options
 * @returns {Promise<{ config: { secureFrameUrl?: string, mailboxUrl?: string, farcaster?: object }, clock?: { now(): number, advance(ms: number): void, back(ms: number): void } }>}
 *   what the demo config gets, and a hand on the frame's clock: the development stack's tests move
 *   it past a wait (the 30 s between two code mails) instead of sleeping through it
 */
export async function startSecureFrameForStack({
  port,
  providerUrl,
  socials = [],
  farcaster,
  codesPerIpPerHour,
  stops,
  log,
}) {
  if (!existsSync(built)) {
    log('apps/secure-frame is not built: e-mail login is off')
    return { config: {} }
  }
  // The frame's clock: the wall clock, plus what a test moved it on by.
  let aheadMs = 0
  const now = () => Date.now() + aheadMs
  const { startSecureFrame } = await import(built)
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: read when the stack starts, not by a turbo task
  const smtpUrl = process.env.SMTP_URL
  const frame = await startSecureFrame(
    {
      port,
      devProject: true,
      providerUrl,
      socials,
      ...(smtpUrl ? { smtpUrl } : {}),
      // The browser tests' shared stack: many files' visitors from one IP (tests/browser/stackKey.mjs).
      ...(codesPerIpPerHour ? { maxCodesPerIpPerHour: codesPerIpPerHour } : {}),
      // The frame reads the registry and opens channels on the relay; the key is the app's.
      ...(farcaster
        ? {
            farcaster: {
              rpcUrl: farcaster.rpcUrl,
              idRegistry: farcaster.idRegistry,
              relayUrl: farcaster.relayUrl,
            },
          }
        : {}),
    },
    {
      now,
      logger: {
        info() {},
        warn: (m) => log(`secure frame: ${m}`),
        error: (m) => log(`secure frame: ${m}`),
      },
    },
  )
  stops.push(() => frame.stop())
  log(`secure frame: ${frame.url}${frame.mailboxUrl ? ` (mailbox ${frame.mailboxUrl})` : ''}`)
  return {
    config: {
      secureFrameUrl: frame.url,
      ...(frame.mailboxUrl ? { mailboxUrl: frame.mailboxUrl } : {}),
      ...(farcaster ? { farcaster } : {}),
    },
    clock: {
      now,
      advance: (ms) => {
        if (!(ms > 0)) throw new Error(`the frame's clock only moves on: ${ms}`)
        aheadMs += ms
      },
      // Undoes a test's own move (never behind the wall clock), so later files see no jump.
      back: (ms) => {
        aheadMs = Math.max(0, aheadMs - ms)
      },
    },
  }
}
