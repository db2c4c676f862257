// Issue 17: a React + wagmi app (tests/apps/wagmi-app) whose WagmiAdapter's config feeds wagmi's
// WagmiProvider. Connected through the modal with the dev wallet, every wagmi hook shows and
// does the right thing on the local chains; a reload restores both sides; a connection made
// through wagmi shows in the modal, and a disconnect in the modal ends wagmi's. Issue 33: all of
// it on wagmi 2 and on wagmi 3 (tests/apps/wagmi3-app, the same page with wagmi 3's hook names).
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, verifyMessage } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Stack } from '../../stack/scripts/startStack.mjs'
import { hasChromium } from './chromium'
import { sharedStack } from './demoStack'
import {
  appkitButton,
  balanceOf,
  devWalletRow,
  dialog,
  ETHER,
  requireChromium,
  screenshot,
  waitForDialogClosed,
} from './support'
import { openWagmiApp, WAGMI_MAJORS, type WagmiAppPage } from './wagmiAppSupport'

let stack: Stack
let opened: WagmiAppPage | undefined
let page: Page
let alice: `0x${string}`
let bob: `0x${string}`

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  stack = await sharedStack()
  alice = stack.chains[0]!.accounts[0]!.address
  bob = stack.chains[0]!.accounts[1]!.address
})

afterAll(async () => {
  await opened?.close()
  await stack?.stop()
})

const field = (name: string) => page.getByTestId(name)
const text = async (name: string) => ((await field(name).textContent()) ?? '').trim()
/** Waits until the hook's field reads `value` (wagmi's queries settle on their own time). */
const until = (name: string, value: string | RegExp) =>
  expect.poll(() => text(name), { timeout: 15_000 }).toMatch(value)
const exactly = (value: string) => new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

describe.each(WAGMI_MAJORS)('a React + wagmi %i app with the modal', (wagmi) => {
  beforeAll(async () => {
    if (!hasChromium()) return
    await opened?.close()
    opened = await openWagmiApp(stack, '', wagmi)
    page = opened.page
  })

  it(`runs on wagmi ${wagmi}`, async () => {
    expect(await text('wagmi-version')).toMatch(new RegExp(`^${wagmi}\\.`))
  })

  it('connects through the modal: wagmi account, chain, connector and balance see it', async () => {
    await until('status', exactly('disconnected'))
    await appkitButton(page).click()
    await devWalletRow(page).click()
    await waitForDialogClosed(page)
    await until('status', exactly('connected'))
    expect(await text('address')).toBe(alice)
    expect(await text('connector')).toBe('dev.latchkey.wallet')
    expect(await text('chain-id')).toBe('31337')
    expect(await text('modal-address')).toBe(alice)
    expect(await text('modal-chain-id')).toBe('31337')
    const wei = await balanceOf(stack.chains[0]!.rpcUrl, alice)
    await until('balance', exactly(`${wei} ETH`))
    await screenshot(page, wagmi === 2 ? 'wagmi-app-connected' : `wagmi${wagmi}-app-connected`)
  })

  it('signs with useSignMessage; the signature verifies for the address', async () => {
    await page.getByRole('button', { name: 'Sign message' }).click()
    await until('signature', /^0x[0-9a-f]{130}$/)
    const signature = (await text('signature')) as `0x${string}`
    expect(await verifyMessage({ address: alice, message: 'hello from wagmi', signature })).toBe(
      true,
    )
  })

  it('sends with useSendTransaction; the receipt lands and the balance moves', async () => {
    const before = await balanceOf(stack.chains[0]!.rpcUrl, bob)
    await page.getByLabel('Receiver').fill(bob)
    await page.getByRole('button', { name: 'Send 0.5 ETH' }).click()
    await until('send-status', exactly('success'))
    expect(await balanceOf(stack.chains[0]!.rpcUrl, bob)).toBe(before + ETHER / 2n)
  })

  it('writes a contract with useWriteContract: the token transfer lands', async () => {
    const chain = stack.chains[0]!
    const token = chain.tokens.find((t: { symbol: string }) => t.symbol === 'LUSD')!
    const reader = createPublicClient({ transport: http(chain.rpcUrl) })
    const read = () =>
      reader.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [bob],
      })
    const before = await read()
    await page.getByRole('button', { name: 'Send 3 LUSD' }).click()
    await until('write-status', exactly('success'))
    expect(await read()).toBe(before + 3_000_000n)
  })

  it('switches with useSwitchChain: wagmi, the wallet and the modal move to 31338', async () => {
    await page.getByRole('button', { name: 'Switch to 31338' }).click()
    await until('chain-id', exactly('31338'))
    await until('config-chain-id', exactly('31338'))
    await until('modal-chain-id', exactly('31338'))
    const wei = await balanceOf(stack.chains[1]!.rpcUrl, alice)
    await until('balance', exactly(`${wei} ETH`))
  })

  it('restores both after a reload, without asking the wallet again', async () => {
    await page.reload()
    await until('status', exactly('connected'))
    expect(await text('address')).toBe(alice)
    await until('modal-status', exactly('connected'))
    expect(await text('modal-address')).toBe(alice)
    await until('chain-id', exactly('31338'))
    await until('modal-chain-id', exactly('31338'))
    const { signature } = await signAgain()
    expect(await verifyMessage({ address: alice, message: 'hello from wagmi', signature })).toBe(
      true,
    )
  })

  it('disconnects with useDisconnect: the modal is disconnected too', async () => {
    await page.getByRole('button', { name: 'wagmi disconnect' }).click()
    await until('status', exactly('disconnected'))
    await until('modal-status', exactly('disconnected'))
    expect(await text('modal-address')).toBe('')
  })

  it("a connection made with wagmi's useConnect is the modal's: state and CONNECT_SUCCESS", async () => {
    const before = (await text('modal-events')).split(' ').filter((e) => e === 'CONNECT_SUCCESS')
    await page.getByRole('button', { name: 'wagmi connect Latchkey Dev Wallet' }).click()
    await until('status', exactly('connected'))
    await until('modal-status', exactly('connected'))
    expect(await text('modal-address')).toBe(alice)
    await expect
      .poll(async () =>
        (await text('modal-events')).split(' ').filter((e) => e === 'CONNECT_SUCCESS'),
      )
      .toHaveLength(before.length + 1)
  })

  it("a disconnect in the modal ends wagmi's connection", async () => {
    await appkitButton(page).click()
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await until('modal-status', exactly('disconnected'))
    await until('status', exactly('disconnected'))
    expect(opened?.errors).toEqual([])
  })
})

/** Signs once more after the reload, through the restored wagmi connection. */
async function signAgain(): Promise<{ signature: `0x${string}` }> {
  const previous = await text('signature')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect.poll(() => text('signature')).toMatch(/^0x[0-9a-f]{130}$/)
  expect(previous).toBe('')
  return { signature: (await text('signature')) as `0x${string}` }
}
