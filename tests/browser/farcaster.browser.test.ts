// Issue 20 (Farcaster): Sign In With Farcaster in the built demo on the local stack. The visitor
// picks Farcaster in the modal; the frame opens a channel on the stack's auth relay (the public
// relay's protocol, stack/scripts/farcaster.mjs); this test's Node client plays the Farcaster
// app (a custody key registered in the local IdRegistry) and answers the link the modal shows
// on that relay; the frame server reads the answer there (never the frame's word for it) and
// checks it, the embedded wallet logs in to the account keyed by that FID and the modal shows
// the Farcaster username the relay holds.
import type { Browser, Page } from 'playwright-core'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { farcasterDevApp } from '../../apps/secure-frame/src/farcaster/farcasterDevApp'
import { registerFid } from '../../stack/local-chain/src/idRegistry'
import type { Stack } from '../../stack/scripts/startStack.mjs'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import { cachedLoginValues, frame } from './embeddedSupport'
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
  waitForDialogClosed,
} from './support'
import { recordToasts, toasts } from './toasts'

let stack: DemoStack
let browser: Browser
let demo: DemoPage
let page: Page
let app: ReturnType<typeof farcasterDevApp>
/** The link the visitor left by going back. */
let left = ''
const USERNAME = `fc-${Date.now().toString(36)}`.slice(0, 16)
const PASSWORD = 'a long recovery password'

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack())
  const { secureFrameUrl, farcaster } = stack.config
  if (!secureFrameUrl || !farcaster) throw new Error('apps/secure-frame is not built')
  const chain = stack.chains[0] as Stack['chains'][number]
  // The Farcaster app's custody key, registered in the stack's IdRegistry.
  const custodyKey = generatePrivateKey()
  const fid = await registerFid({
    rpcUrl: farcaster.rpcUrl,
    chainId: chain.chainId,
    registry: farcaster.idRegistry,
    custodyKey,
  })
  app = farcasterDevApp({
    relayUrl: farcaster.relayUrl,
    authKey: farcaster.authKey,
    custodyKey,
    fid: Number(fid),
    username: USERNAME,
  })
  demo = await openDemo(browser, `${stack.demo.url}/?theme=light`)
  page = demo.page
  await recordToasts(page)
})

afterAll(() => stopAll(demo, browser, stack))

/** Connect → 'Continue with Farcaster' → the link the view shows. */
async function farcasterLink(p: Page): Promise<string> {
  await appkitButton(p).click()
  await dialog(p).getByRole('button', { name: 'Continue with Farcaster' }).click()
  await expect.poll(() => dialogTitle(p)).toBe('Sign in with Farcaster')
  const link = dialog(p).getByRole('link', { name: 'Open Farcaster' })
  // The first link loads the frame; on two busy cores that takes a few seconds.
  await link.waitFor({ timeout: 20_000 })
  expect(
    await dialog(p).getByRole('img', { name: 'QR code to sign in with Farcaster' }).count(),
  ).toBe(1)
  return (await link.getAttribute('href')) as string
}

describe('Sign In With Farcaster (SPEC §2 ConnectingFarcaster, §7)', () => {
  it('going back unconnected drops the link: a later answer to it logs nobody in', async () => {
    left = await farcasterLink(page)
    // The connect URI a Farcaster app opens: the relay's, with the channel's token alone.
    expect(left).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=[0-9a-f-]{36}$/)
    await dialog(page).getByRole('button', { name: 'Back' }).click()
    await expect.poll(() => dialogTitle(page)).toBe('Connect a wallet')
    // SPEC §2: the frame reloads 100 ms later; its wait for this channel ends with it.
    await page.waitForTimeout(1_500)
    await app.approve(left)
    await page.waitForTimeout(3_000)
    expect(await hookText(page, 'status')).toBe('disconnected')
    expect(await toasts(page)).toEqual([])
    await closeModal(page)
  })

  it('logs in when the Farcaster app signs the link, and shows the username', async () => {
    const link = await farcasterLink(page)
    // A new channel: the one left behind is not shown again.
    expect(link).not.toBe(left)
    await screenshot(page, 'farcaster-link-light')
    await app.approve(link)
    // First login of this FID: the frame makes its wallet and asks for a recovery password.
    await frame(page).getByLabel('Recovery password').fill(PASSWORD, { timeout: 30_000 })
    await frame(page).getByLabel('Repeat it').fill(PASSWORD)
    await frame(page).getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('connected')
    expect(await hookText(page, 'address')).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // The modal closed on the connection; the account view names the Farcaster user.
    await waitForDialogClosed(page)
    await page.locator('appkit-account-button').getByRole('button').click()
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    await expect.poll(() => dialog(page).textContent()).toContain(`@${USERNAME}`)
    expect(await cachedLoginValues(page)).toContain('@latchkey/embedded/socialUsername')
    await screenshot(page, 'farcaster-account-light')
    await closeModal(page)
    expect(demo.errors).toEqual([])
  })

  it('stays logged in with the username after a reload', async () => {
    const address = await hookText(page, 'address')
    await page.reload()
    await waitForDemo(page)
    await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('connected')
    expect(await hookText(page, 'address')).toBe(address)
    await page.locator('appkit-account-button').getByRole('button').click()
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    await expect.poll(() => dialog(page).textContent()).toContain(`@${USERNAME}`)
    await closeModal(page)
  })
})
