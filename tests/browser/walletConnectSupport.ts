// What the WalletConnect browser tests share: a demo page whose every request is recorded, the
// origins of the local stack, and a QR code read as a phone camera would read it.
import jsQR from 'jsqr'
import type { BrowserContext, Page, WebSocket } from 'playwright-core'
import { PNG } from 'pngjs'
import { expect } from 'vitest'
import type { Stack } from '../../stack/scripts/startStack.mjs'
import { dialog, waitForDemo } from './support'

/** What a recorded page saw: every URL asked for, and its uncaught errors and console errors. */
export interface PageLog {
  requested: string[]
  errors: string[]
}

/** Opens `url` in `ctx` with its requests, sockets, workers and errors recorded into `log`. */
export async function openRecorded(ctx: BrowserContext, url: string, log: PageLog): Promise<Page> {
  ctx.on('request', (request) => log.requested.push(request.url()))
  const page = await ctx.newPage()
  page.setDefaultTimeout(15_000)
  page.on('websocket', (socket) => {
    log.requested.push(socket.url())
    if (process.env.LATCHKEY_WC_TRACE) traceRelayFrames(socket)
  })
  page.on('worker', (worker) => log.requested.push(worker.url()))
  page.on('pageerror', (error) => log.errors.push(`${step()} pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') log.errors.push(`${step()} console.error: ${message.text()}`)
  })
  await page.goto(url)
  await waitForDemo(page)
  return page
}

/** The test running now and the time, so a recorded error says which step it came from. */
function step(): string {
  return `[${expect.getState().currentTestName ?? 'setup'} @ ${new Date().toISOString()}]`
}

let tracedSockets = 0

/**
 * LATCHKEY_WC_TRACE=1: prints every relay frame of the page (socket, direction, method, message
 * tag, topics) with its step, to follow a pairing message by message (the tags: 1100 proposal,
 * 1101 its answer, 1102 the settlement, 1103 its answer).
 */
function traceRelayFrames(socket: WebSocket): void {
  const id = ++tracedSockets
  const frame = (direction: string) => (event: { payload: string | Buffer }) => {
    let text: string
    try {
      const rpc = JSON.parse(String(event.payload))
      const params = rpc.params ?? {}
      const data = params.data ?? params
      const topics: string[] = data.topic
        ? [data.topic]
        : (data.topics ?? [data.pairingTopic, data.sessionTopic].filter(Boolean))
      const what = rpc.method ?? ('error' in rpc ? `error ${JSON.stringify(rpc.error)}` : 'result')
      text = `${what} id=${rpc.id} tag=${data.tag ?? '-'} topics=${topics.map((t) => t.slice(0, 8))}`
    } catch {
      text = 'unreadable frame'
    }
    console.log(`${step()} relay socket ${id} ${direction} ${text}`)
  }
  console.log(`${step()} relay socket ${id} open ${socket.url().split('?')[0]}`)
  socket.on('framesent', frame('>'))
  socket.on('framereceived', frame('<'))
}

/** Origins of the local stack: the demo, the provider (HTTP and its relay), each chain's node. */
export function stackOrigins(stack: Stack): Set<string> {
  const urls = [
    stack.demo!.url,
    stack.provider.url,
    stack.provider.relayUrl,
    // The secure frame's server: the Connect view asks it which social logins it offers.
    ...(stack.config.secureFrameUrl ? [stack.config.secureFrameUrl] : []),
    ...stack.chains.map((chain) => chain.rpcUrl),
  ]
  return new Set(urls.map((url) => new URL(url).origin))
}

/** The recorded URLs that went anywhere but the local stack (data: and blob: are local). */
export function outsideRequests(requested: readonly string[], stack: Stack): string[] {
  const allowed = stackOrigins(stack)
  return requested.filter((url) => !/^(data|blob):/.test(url) && !allowed.has(new URL(url).origin))
}

/** Reads the QR code as a phone camera would: a picture of it, decoded. */
export async function scanQrCode(page: Page): Promise<string | undefined> {
  const picture = PNG.sync.read(await dialog(page).getByTestId('qr').screenshot())
  const code = jsQR(new Uint8ClampedArray(picture.data), picture.width, picture.height)
  return code?.data
}
