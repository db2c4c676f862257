// Issue 32: a passkey protects the embedded wallet's device share in place of the browser key.
// Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain: CTAP2, internal,
// resident keys, user verification, PRF) answers the frame's ceremonies: an e-mail visitor makes
// the wallet and a passkey in the frame, reloads and unlocks with the passkey (same address, a
// send signed), loses the passkey, recovers with the recovery password (same address) and sets up
// a new one, which the next reload uses. Where the authenticator has no PRF, the frame says so
// and the share stays under the browser key.
//
// WebAuthn refuses IP addresses as relying parties, so here the frame is http://localhost:<port>
// (the same server on 127.0.0.1; a secure context like any loopback), and the demo page is on
// localhost too: a frame of another site than its host gets no localStorage in this Chromium
// (third-party storage blocked), which the frame needs for its session.
import type { Browser, CDPSession, Frame, Page } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Stack } from '../../stack/scripts/startStack.mjs'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import { frame, logIn, submitSend } from './embeddedSupport'
import {
  appkitButton,
  balanceOf,
  chainRpc,
  closeModal,
  type DemoPage,
  ETHER,
  hookText,
  openDemo,
  requireChromium,
  waitForDemo,
} from './support'

let stack: DemoStack
let browser: Browser
let demo: DemoPage
let page: Page
let cdp: CDPSession
let authenticatorId: string
let frameUrl: string
let passkeyFrameUrl: string
let rpcUrl: string
let bob: string
let address = ''
let firstCredential = ''
const others: DemoPage[] = []
const EMAIL = `passkey-${Date.now()}@example.com`
const PASSWORD = 'a long recovery password'

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack({ frame: true }))
  frameUrl = stack.config.secureFrameUrl!
  passkeyFrameUrl = onLocalhost(frameUrl)
  expect(passkeyFrameUrl).not.toBe(frameUrl)
  const chain = stack.chains[0] as Stack['chains'][number]
  rpcUrl = chain.rpcUrl
  bob = chain.accounts[1]!.address
  ;({ demo, cdp, authenticatorId } = await openWithAuthenticator(true))
  page = demo.page
})

afterAll(() => stopAll(demo, ...others, browser, stack))

/**
 * The demo in a fresh profile, its frame on a host name WebAuthn accepts, with a virtual
 * authenticator on the page's DevTools session: the top frame's authenticator serves its frames
 * too (the cross-origin frame included) and outlives reloads, as a platform authenticator would.
 */
async function openWithAuthenticator(hasPrf: boolean) {
  const opened = await openDemo(browser, `${onLocalhost(stack.demo.url)}/?theme=light`)
  await opened.context.route('**/latchkey.config.json', async (route) => {
    const response = await route.fetch()
    const config = (await response.json()) as Record<string, unknown>
    await route.fulfill({ response, json: { ...config, secureFrameUrl: passkeyFrameUrl } })
  })
  const session = await opened.context.newCDPSession(opened.page)
  await session.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId: id } = await session.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf,
      automaticPresenceSimulation: true,
    },
  })
  await opened.page.reload()
  await waitForDemo(opened.page)
  return { demo: opened, cdp: session, authenticatorId: id }
}

const onLocalhost = (url: string) => url.replace('//127.0.0.1:', '//localhost:')
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

const credentials = async () =>
  (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials

/** The secure frame's own page (its origin's storage is where the share lives). */
function framePage(p: Page): Frame {
  const found = p.frames().find((f) => f.url().startsWith(`${passkeyFrameUrl}/frame`))
  if (!found) throw new Error('the secure frame is not loaded')
  return found
}

/** The frame origin's device-share records (browser key or passkey), by name. */
function shareRecords(p: Page): Promise<Record<string, unknown>> {
  return framePage(p).evaluate(
    () =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const open = indexedDB.open('latchkey-frame')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const store = open.result.transaction('vault').objectStore('vault')
          const keys = store.getAllKeys()
          const values = store.getAll()
          values.onsuccess = () => {
            const out: Record<string, unknown> = {}
            keys.result.forEach((key, i) => {
              if (!/^(device|passkey)-share:/.test(String(key))) return
              const value = values.result[i] as Record<string, unknown>
              out[String(key)] = { protection: value.protection, credentialId: value.credentialId }
            })
            open.result.close()
            resolve(out)
          }
        }
      }),
  )
}

/** Clicks a frame prompt's primary button once it is armed (seen unobscured, prompts.ts). */
async function clickArmed(p: Page, region: string, name: string) {
  const prompt = frame(p).getByRole('region', { name: region })
  await prompt.waitFor({ timeout: 60_000 })
  const button = prompt.getByRole('button', { name })
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true)
  await button.click()
  return prompt
}

/** The recovery password form in the frame, with the passkey box ticked. */
async function recoveryWithPasskey(p: Page, mode: 'create' | 'enter') {
  const password = frame(p).getByLabel('Recovery password')
  await password.waitFor({ timeout: 60_000 })
  await password.fill(PASSWORD)
  if (mode === 'create') await frame(p).getByLabel('Repeat it').fill(PASSWORD)
  await frame(p).getByLabel('Protect this device with a passkey').check()
  await frame(p).getByRole('button', { name: 'Continue' }).click()
}

async function reloadDemo(p: Page) {
  await p.reload()
  await waitForDemo(p)
}

/** A send approved in the frame that lands on the chain: the unlocked key signs. */
async function signedSend(p: Page) {
  const before = await balanceOf(rpcUrl, bob)
  const approval = await submitSend(p, '0.25', bob)
  await approval.getByRole('button', { name: 'Approve' }).click()
  await expect.poll(() => balanceOf(rpcUrl, bob), { timeout: 30_000 }).toBe(before + ETHER / 4n)
  await closeModal(p)
}

describe('a passkey protects the device share (issue 32)', () => {
  it('makes the wallet and a passkey in the frame; the share is kept only under the passkey', async () => {
    expect(await credentials()).toEqual([])
    await appkitButton(page).click()
    // The login waits for 'connected'; meanwhile the visitor answers the frame's prompts.
    const login = logIn(page, { frameUrl, email: EMAIL })
    await recoveryWithPasskey(page, 'create')
    await clickArmed(page, 'Protect this device with a passkey', 'Set up a passkey')
    await login
    address = await hookText(page, 'address')
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await closeModal(page)

    const made = await credentials()
    expect(made).toHaveLength(1)
    expect(made[0]!.rpId).toBe('localhost')
    firstCredential = made[0]!.credentialId
    // The frame's vault holds the passkey-wrapped share only: the browser-key copy is gone.
    const records = await shareRecords(page)
    expect(Object.keys(records)).toEqual([expect.stringMatching(/^passkey-share:account:/)])
    const [record] = Object.values(records) as { protection: string; credentialId: string }[]
    expect(record!.protection).toBe('passkey')
    expect(Buffer.from(record!.credentialId, 'base64url').toString('base64')).toBe(firstCredential)
    // The host page embeds the frame with the passkey permissions for the frame's origin only.
    expect(await page.locator('iframe[title="Latchkey secure wallet"]').getAttribute('allow')).toBe(
      'publickey-credentials-get; publickey-credentials-create',
    )
    expect(demo.errors).toEqual([])
  })

  it('after a reload, unlocks with the passkey: the same address, and it signs', async () => {
    await chainRpc(rpcUrl, 'anvil_setBalance', [address, `0x${(2n * ETHER).toString(16)}`])
    await reloadDemo(page)
    await clickArmed(page, 'Unlock your wallet', 'Unlock with passkey')
    await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('connected')
    expect(same(await hookText(page, 'address'), address)).toBe(true)
    // The authenticator counted one more assertion of the same credential.
    const [used] = await credentials()
    expect(used!.credentialId).toBe(firstCredential)
    expect(used!.signCount).toBeGreaterThan(0)
    await signedSend(page)

    // The in-frame export asks the passkey again (one more assertion) and shows this wallet's key.
    const before = (await credentials())[0]!.signCount
    await page.getByRole('button', { name: 'Export the key (shown in the secure frame)' }).click()
    await frame(page).getByRole('button', { name: 'Reveal' }).click()
    const shown = frame(page).locator('pre')
    await expect.poll(async () => (await shown.textContent()) ?? '').toMatch(/^0x[0-9a-f]{64}$/)
    const secret = ((await shown.textContent()) ?? '').trim() as `0x${string}`
    expect(same(privateKeyToAccount(secret).address, address)).toBe(true)
    await frame(page).getByRole('button', { name: 'Close' }).click()
    expect((await credentials())[0]!.signCount).toBeGreaterThan(before)
    expect(demo.errors).toEqual([])
  })

  it('when the passkey is gone, the recovery password restores the same wallet and a new passkey protects it', async () => {
    await cdp.send('WebAuthn.removeCredential', { authenticatorId, credentialId: firstCredential })
    expect(await credentials()).toEqual([])
    await reloadDemo(page)
    const unlock = await clickArmed(page, 'Unlock your wallet', 'Unlock with passkey')
    // The authenticator has no such credential: the frame says so and offers the password.
    await expect
      .poll(() => unlock.getByRole('alert').textContent(), { timeout: 15_000 })
      .toContain('The passkey was not used')
    await unlock.getByRole('button', { name: 'Use my recovery password' }).click()
    await expect
      .poll(() => frame(page).getByRole('alert').textContent())
      .toBe('Without the passkey, your recovery password unlocks the wallet here.')
    await recoveryWithPasskey(page, 'enter')
    await clickArmed(page, 'Protect this device with a passkey', 'Set up a passkey')
    await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('connected')
    expect(same(await hookText(page, 'address'), address)).toBe(true)

    const [second] = await credentials()
    expect(second!.credentialId).not.toBe(firstCredential)
    // Again one record, under the new passkey (the stale one and the browser-key copy are gone).
    const after = await shareRecords(page)
    expect(Object.keys(after)).toEqual([expect.stringMatching(/^passkey-share:account:/)])
    const [record] = Object.values(after) as { credentialId: string }[]
    expect(Buffer.from(record!.credentialId, 'base64url').toString('base64')).toBe(
      second!.credentialId,
    )

    // The new passkey is the one the next visit asks for.
    await reloadDemo(page)
    await clickArmed(page, 'Unlock your wallet', 'Unlock with passkey')
    await expect.poll(() => hookText(page, 'status'), { timeout: 30_000 }).toBe('connected')
    expect(same(await hookText(page, 'address'), address)).toBe(true)
    await signedSend(page)
    expect(demo.errors).toEqual([])
  })

  it('where the authenticator has no PRF, says so and keeps the browser key', async () => {
    const noPrf = await openWithAuthenticator(false)
    others.push(noPrf.demo)
    const p = noPrf.demo.page
    await appkitButton(p).click()
    const login = logIn(p, { frameUrl, email: `no-prf-${Date.now()}@example.com` })
    await recoveryWithPasskey(p, 'create')
    const setup = await clickArmed(p, 'Protect this device with a passkey', 'Set up a passkey')
    await expect
      .poll(() => setup.getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe(
        'This browser or passkey cannot protect the wallet (no WebAuthn PRF support): this device keeps its browser key instead.',
      )
    await setup.getByRole('button', { name: 'Not now' }).click()
    await login
    // The share is kept under the browser's non-extractable key, as without passkeys.
    const records = await shareRecords(p)
    expect(Object.keys(records)).toEqual([expect.stringMatching(/^device-share:account:/)])
    const address = await hookText(p, 'address')
    await p.reload()
    await waitForDemo(p)
    await expect.poll(() => hookText(p, 'status'), { timeout: 30_000 }).toBe('connected')
    expect(same(await hookText(p, 'address'), address)).toBe(true)
    expect(noPrf.demo.errors).toEqual([])
  })
})
