// Issue 32: what the embedded wallet's smart account signs verifies as the account's own. An
// e-mail visitor on the sign-in-required route (the demo's sign-in server checks contract
// wallets through the chain's node) signs in and registers a name (the provider's name service)
// on Devnet B, the smart-account network: once while the account is not deployed (ERC-6492),
// once after it is (ERC-1271). And the approval in the frame cannot be clickjacked: a decoy the
// host lays over it gets no click through.
import type { Browser, Page } from 'playwright-core'
import { encodeFunctionData, parseAbi } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Stack } from '../../stack/scripts/startStack.mjs'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import { frame, logIn } from './embeddedSupport'
import {
  appkitButton,
  chainRpc,
  type DemoPage,
  dialog,
  dialogTitle,
  hookText,
  openDemo,
  requireChromium,
  waitForDemo,
  waitForDialogClosed,
} from './support'

let stack: DemoStack
let browser: Browser
let rpcB: string
let frameUrl: string
let accountFactory: `0x${string}`
const opened: DemoPage[] = []

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack({ frame: true }))
  frameUrl = stack.config.secureFrameUrl!
  rpcB = (stack.chains[1] as Stack['chains'][number]).rpcUrl
  const url = `${stack.config.providerUrl}/v1/smart-accounts?projectId=latchkey-dev`
  const { networks } = (await (await fetch(url)).json()) as {
    networks: { chainId: number; accountFactory: `0x${string}` }[]
  }
  accountFactory = networks.find((n) => n.chainId === 31338)!.accountFactory
})

afterAll(() => stopAll(...opened, browser, stack))

const session = (p: Page) => p.getByTestId('siwx-session').textContent()
const codeAt = async (address: string) =>
  (await chainRpc(rpcB, 'eth_getCode', [address, 'latest'])) as string

/** Approves the personal_sign the modal asked for, in the frame, and returns what it showed. */
async function approveInFrame(p: Page): Promise<string> {
  await expect.poll(() => dialogTitle(p), { timeout: 15_000 }).toBe('Approve request')
  const approval = frame(p).getByRole('region', { name: 'Sign a message' })
  await approval.waitFor()
  const shown = (await approval.textContent()) ?? ''
  await approval.getByRole('button', { name: 'Approve' }).click()
  return shown
}

async function signIn(p: Page): Promise<string> {
  await expect.poll(() => dialogTitle(p), { timeout: 20_000 }).toBe('Sign in')
  await dialog(p).getByRole('button', { name: 'Sign in', exact: true }).click()
  const shown = await approveInFrame(p)
  await waitForDialogClosed(p)
  await expect.poll(() => session(p)).toBe('signed in')
  return shown
}

/** An e-mail visitor on the required route, signed in with the EOA on Devnet; returns it. */
async function visitor(email: string): Promise<{ page: Page; demo: DemoPage; eoa: string }> {
  const demo = await openDemo(browser, `${stack.demo.url}/?siwx=required&mainnet&theme=light`)
  opened.push(demo)
  const { page } = demo
  await waitForDemo(page)
  await appkitButton(page).click()
  await logIn(page, {
    frameUrl,
    email,
    recovery: { mode: 'create', password: 'a long recovery password' },
  })
  const eoa = await hookText(page, 'address')
  await signIn(page)
  return { page, demo, eoa }
}

/** Moves to Devnet B, where the address is the smart account; it asks to sign in again. */
async function toSmartAccount(page: Page, eoa: string): Promise<string> {
  await page.locator('appkit-network-button').getByRole('button').click()
  await expect.poll(() => dialogTitle(page)).toBe('Choose network')
  await dialog(page)
    .getByRole('button', { name: /^Latchkey Devnet B/ })
    .click()
  await expect.poll(() => hookText(page, 'network')).toBe('Latchkey Devnet B (eip155:31338)')
  await expect.poll(() => hookText(page, 'address'), { timeout: 20_000 }).not.toBe(eoa)
  return hookText(page, 'address')
}

async function registerName(page: Page, label: string): Promise<void> {
  const name = `${label}.latchkey.id`
  await page.locator('appkit-account-button').getByRole('button').click()
  await expect.poll(() => dialogTitle(page)).toBe('Account')
  await dialog(page).getByRole('button', { name: 'Choose a name' }).click()
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill(label)
  await expect
    .poll(() => dialog(page).getByRole('status').first().textContent())
    .toBe(`${name} is available.`)
  await dialog(page)
    .getByRole('button', { name: `Register ${name}` })
    .click()
  await approveInFrame(page)
  await expect
    .poll(() => dialog(page).getByRole('status').first().textContent(), { timeout: 20_000 })
    .toBe(`${name} now points to your address.`)
}

describe('smart-account signatures that verify (SPEC §3, §4, §7)', () => {
  it('signs in and registers a name before the account is deployed (ERC-6492)', async () => {
    const { page, demo, eoa } = await visitor(`sa-before-${Date.now()}@example.com`)
    const smart = await toSmartAccount(page, eoa)
    expect(await codeAt(smart)).toBe('0x')
    expect((await signIn(page)).toLowerCase()).toContain(smart.toLowerCase())
    await registerName(page, `sa-b-${Date.now().toString(36)}`)
    // Verifying a counterfactual signature deploys nothing.
    expect(await codeAt(smart)).toBe('0x')
    expect(demo.errors).toEqual([])
  })

  it('signs in and registers a name after the account is deployed (ERC-1271)', async () => {
    const { page, demo, eoa } = await visitor(`sa-after-${Date.now()}@example.com`)
    // The account is deployed from its factory (what its first user operation's initCode does).
    const [deployer] = stack.chains[1]!.accounts.slice(7, 8).map((a) => a.address)
    const hash = (await chainRpc(rpcB, 'eth_sendTransaction', [
      {
        from: deployer,
        to: accountFactory,
        data: encodeFunctionData({
          abi: parseAbi(['function createAccount(address owner, uint256 salt)']),
          args: [eoa as `0x${string}`, 0n],
        }),
      },
    ])) as string
    await expect
      .poll(() => chainRpc(rpcB, 'eth_getTransactionReceipt', [hash]))
      .toMatchObject({ status: '0x1' })
    const smart = await toSmartAccount(page, eoa)
    expect((await codeAt(smart)).length).toBeGreaterThan(2)
    expect((await signIn(page)).toLowerCase()).toContain(smart.toLowerCase())
    await registerName(page, `sa-a-${Date.now().toString(36)}`)
    expect(demo.errors).toEqual([])
  })
})

describe('an approval the host page cannot click through (issue 32)', () => {
  it('Approve works only while the prompt is seen unobscured', async () => {
    const demo = await openDemo(browser, `${stack.demo.url}/?siwx=required&theme=light`)
    opened.push(demo)
    const { page } = demo
    await waitForDemo(page)
    await appkitButton(page).click()
    await logIn(page, {
      frameUrl,
      email: `decoy-${Date.now()}@example.com`,
      recovery: { mode: 'create', password: 'a long recovery password' },
    })
    await expect.poll(() => dialogTitle(page), { timeout: 20_000 }).toBe('Sign in')
    await dialog(page).getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect.poll(() => dialogTitle(page), { timeout: 15_000 }).toBe('Approve request')
    const approve = frame(page)
      .getByRole('region', { name: 'Sign a message' })
      .getByRole('button', { name: 'Approve' })
    // Seen for a moment, it arms.
    await expect.poll(() => approve.isEnabled(), { timeout: 5_000 }).toBe(true)
    const box = (await approve.boundingBox())!
    // A hostile host lays a decoy over the frame that lets clicks through to it.
    await page.evaluate(() => {
      const decoy = document.createElement('div')
      decoy.id = 'decoy'
      decoy.textContent = 'Click to claim your prize'
      decoy.setAttribute(
        'style',
        'position:fixed;inset:0;z-index:2147483647;background:#fff;pointer-events:none',
      )
      document.body.append(decoy)
    })
    await expect.poll(() => approve.isEnabled(), { timeout: 5_000 }).toBe(false)
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForTimeout(1_500)
    expect(await dialogTitle(page)).toBe('Approve request')
    expect(await session(page)).toBe('signed out')
    // The decoy gone and the prompt seen again, the visitor's own click approves.
    await page.evaluate(() => document.getElementById('decoy')?.remove())
    await approve.click({ timeout: 10_000 })
    await waitForDialogClosed(page)
    await expect.poll(() => session(page)).toBe('signed in')
  })
})
