// Issue 13: analytics events leave in batches. The built demo on the local stack opens and closes
// its modal three times and the provider receives ONE request carrying the six events (sent at
// an idle moment 2 s after the last); the events of a page left before that go with sendBeacon,
// and the provider stores every event once.
import type { Browser, Request } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import {
  appkitButton,
  closeModal,
  type DemoPage,
  dialog,
  openDemo,
  requireChromium,
  waitForDemo,
} from './support'

let stack: DemoStack
let browser: Browser
let demo: DemoPage
/** Every POST the page made to the provider's analytics routes, in order. */
const posts: Request[] = []

type Batch = { events: { eventId: string; props: { event: string } }[] }
/**
 * This file's page (the stack and its provider serve every browser test file): the events it
 * stores carry this page URL, so the provider's table is read for them alone.
 */
const PAGE = `?analytics=${Date.now()}`
const namesIn = (request: Request) =>
  (JSON.parse(request.postData() ?? '{}') as Batch).events.map((e) => e.props.event)

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack())
  demo = await openDemo(browser, `${stack.demo.url}/${PAGE}`)
  // Records each sendBeacon call where the next page of this origin can read it.
  await demo.context.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => {
      const taken = send(url, data)
      const log = JSON.parse(localStorage.getItem('beacons') ?? '[]') as unknown[]
      localStorage.setItem('beacons', JSON.stringify([...log, { url: String(url), taken }]))
      return taken
    }
  })
  // Reloaded so the init script runs in the page the test drives.
  await demo.page.reload()
  await waitForDemo(demo.page)
  demo.context.on('request', (request) => {
    const url = new URL(request.url())
    if (
      request.method() === 'POST' &&
      url.origin === stack.provider.url &&
      /^\/e(\/|$)/.test(url.pathname)
    )
      posts.push(request)
  })
})

afterAll(() => stopAll(browser, stack))

async function openAndClose() {
  await appkitButton(demo.page).click()
  await dialog(demo.page).waitFor()
  await closeModal(demo.page)
}

describe('analytics batching', () => {
  it('sends nothing before the first open, then batches three opens and closes', async () => {
    await demo.page.waitForTimeout(3_000)
    expect(posts).toHaveLength(0)
    for (let i = 0; i < 3; i++) await openAndClose()
    const sent = () => posts.flatMap(namesIn)
    await expect.poll(sent, { timeout: 20_000 }).toHaveLength(6)
    // Quiet for longer than the 2 s wait: no further request follows.
    await demo.page.waitForTimeout(4_000)
    expect(sent()).toEqual([
      'MODAL_OPEN',
      'MODAL_CLOSE',
      'MODAL_OPEN',
      'MODAL_CLOSE',
      'MODAL_OPEN',
      'MODAL_CLOSE',
    ])
    // One request when the clicks come within 2 s of each other (here, unloaded); a loaded
    // machine's slower clicks may split them, but never one request per event.
    expect(posts.length).toBeGreaterThanOrEqual(1)
    expect(posts.length).toBeLessThanOrEqual(3)
    for (const post of posts) {
      expect(new URL(post.url()).pathname).toBe('/e/batch')
      expect(await post.response().then((r) => r?.status())).toBe(200)
    }
    expect(demo.errors).toEqual([])
  })

  it('hands the events still queued to sendBeacon when the page is left, and all are stored once', async () => {
    await openAndClose()
    // Left within the 2 s wait: the two events go with the page hide.
    await demo.page.goto(`${stack.demo?.url}/?left`)
    await waitForDemo(demo.page)
    const beacons = JSON.parse(
      (await demo.page.evaluate(() => localStorage.getItem('beacons'))) ?? '[]',
    ) as { url: string; taken: boolean }[]
    expect(beacons).toHaveLength(1)
    expect(beacons[0]?.taken).toBe(true)
    expect(new URL(beacons[0]?.url ?? '').pathname).toBe('/e/batch')
    const stored = async () =>
      (
        await stack.providerQuery<{ name: string; id: string }>(
          `SELECT props->>'event' AS name, event_id AS id FROM analytics_events
           WHERE project_id = 'latchkey-dev' AND url = $1 ORDER BY event_time, id`,
          [`${stack.demo.url}/${PAGE}`],
        )
      ).map((row) => row.name)
    await expect.poll(async () => (await stored()).length, { timeout: 10_000 }).toBe(8)
    expect((await stored()).filter((name) => name === 'MODAL_OPEN')).toHaveLength(4)
    expect((await stored()).filter((name) => name === 'MODAL_CLOSE')).toHaveLength(4)
    // One idle request and one beacon: never one request per event.
    expect(posts.length).toBeLessThanOrEqual(2)
  })
})
