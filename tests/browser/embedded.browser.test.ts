// Issue 15: the embedded wallet end to end in the built demo on the local stack: e-mail login
// with the code from the development mailbox, a wallet made in the secure frame, and the secret
// never reaching the host page. (Sends approved in the frame, reload and sign-out are not here yet.)
import type { Browser, FrameLocator, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Stack, startStack } from '../../scripts/stack/startStack.mjs'
import { hasChromium, launchChromium } from './chromium'
import {
  appkitButton,
  closeModal,
  type DemoPage,
  dialog,
  dialogTitle,
  hookText,
  openDemo,
  requireChromium,
  screenshot,
  waitForDemo,
} from './support'

let stack: Stack
let browser: Browser
let demo: DemoPage
let page: Page
let address: string
let secret = ''
const EMAIL = `visitor-${Date.now()}@example.com`
const PASSWORD = 'a long recovery password'

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  stack = await startStack()
  if (!stack.demo) throw new Error('apps/demo/dist is missing: run `pnpm build` first')
  if (!stack.config.secureFrameUrl) throw new Error('apps/secure-frame is not built')
  browser = await launchChromium()
  demo = await openDemo(browser, `${stack.demo.url}/?theme=light`)
  page = demo.page
  // Every message the host page receives, from any window, recorded before anything runs.
  await recordMessages(page)
})

afterAll(async () => {
  await demo?.close()
  await browser?.close()
  await stack?.stop()
})

async function recordMessages(p: Page) {
  await p.context().addInitScript(() => {
    const w = window as unknown as { __messages: string[] }
    w.__messages = []
    window.addEventListener('message', (event) => {
      w.__messages.push(typeof event.data === 'string' ? event.data : JSON.stringify(event.data))
    })
  })
  await p.reload()
  await waitForDemo(p)
}

const frame = (p: Page): FrameLocator => p.frameLocator('iframe[title="Latchkey secure wallet"]')

/** The newest code mailed to the address, read from the development mailbox. */
async function codeFromMailbox(): Promise<string> {
  const url = `${stack.config.secureFrameUrl}/mailbox.json?to=${encodeURIComponent(EMAIL)}`
  for (let i = 0; i < 50; i++) {
    const mails = (await (await fetch(url)).json()) as { subject: string }[]
    const code = mails[0]?.subject.match(/(\d{6})$/)?.[1]
    if (code) return code
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('no code in the mailbox')
}

describe('e-mail login (SPEC §4 embedded login flow)', () => {
  it('logs in with the code from the development mailbox and makes a wallet in the frame', async () => {
    await appkitButton(page).click()
    await dialog(page).getByLabel('Email address').fill(EMAIL)
    await dialog(page).getByLabel('Email address').press('Enter')
    await expect.poll(() => dialogTitle(page)).toBe('Confirm your email')
    await screenshot(page, 'embedded-otp-light')
    await dialog(page)
      .getByLabel('Code from the email')
      .fill(await codeFromMailbox())
    await dialog(page).getByRole('button', { name: 'Continue' }).click()
    // The frame asks for the recovery password itself; the host page never sees it.
    await frame(page).getByLabel('Recovery password').fill(PASSWORD)
    await frame(page).getByLabel('Repeat it').fill(PASSWORD)
    await screenshot(page, 'embedded-recovery-light')
    await frame(page).getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('connected')
    address = await hookText(page, 'address')
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await closeModal(page)
  })
})

describe('the secret stays in the frame', () => {
  it('shows it only inside the frame, and no host message or storage holds it', async () => {
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Export the key (shown in the secure frame)' }).click()
    await frame(page).getByRole('button', { name: 'Reveal' }).click()
    await expect
      .poll(async () => (await frame(page).locator('pre').textContent()) ?? '')
      .toMatch(/^0x[0-9a-f]{64}$/)
    secret = ((await frame(page).locator('pre').textContent()) ?? '').trim()
    await frame(page).getByRole('button', { name: 'Close' }).click()
    const bare = secret.slice(2)
    const host = await page.evaluate(async () => {
      const dump = (s: Storage) => Object.entries({ ...s }).map(([k, v]) => `${k}=${v}`)
      const dbs = (await indexedDB.databases?.()) ?? []
      return {
        messages: (window as unknown as { __messages: string[] }).__messages,
        storage: [
          ...dump(localStorage),
          ...dump(sessionStorage),
          document.cookie,
          JSON.stringify(dbs),
        ],
      }
    })
    expect(host.messages.length).toBeGreaterThan(0)
    for (const text of [...host.messages, ...host.storage])
      expect(text.toLowerCase()).not.toContain(bare)
  })
})

describe('a page the project does not allow', () => {
  it('cannot load the frame nor talk to it', async () => {
    const answer = await page.evaluate(async (frameUrl) => {
      const iframe = document.createElement('iframe')
      iframe.src = `${frameUrl}/frame?projectId=not-a-project&chainId=1&version=4`
      document.body.appendChild(iframe)
      await new Promise((r) => setTimeout(r, 1500))
      let heard = false
      window.addEventListener('message', (event) => {
        if (event.source === iframe.contentWindow) heard = true
      })
      iframe.contentWindow?.postMessage({ id: 'x1', type: '@latchkey/app/GET_CHAIN_ID' }, '*')
      await new Promise((r) => setTimeout(r, 1500))
      iframe.remove()
      return heard
    }, stack.config.secureFrameUrl as string)
    expect(answer).toBe(false)
    const response = await fetch(
      `${stack.config.secureFrameUrl}/frame?projectId=not-a-project&chainId=1&version=4`,
    )
    expect(response.status).toBe(403)
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })
})
