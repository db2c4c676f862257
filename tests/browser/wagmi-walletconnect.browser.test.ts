// Issue 17: WalletConnect in the React + wagmi app (tests/apps/wagmi-app) is a wagmi connector
// over the core's one session. A pairing made in the modal (QR code, local relay, a test wallet
// in this process) is wagmi's connection: useAccount, useSignMessage, useSwitchChain,
// useSendTransaction and useDisconnect see it, and a reload finds the session again for both
// sides. The app's own `connect` with that connector opens the modal's QR view on its pairing;
// closing the modal rejects it. Issue 33: on wagmi 2 and on wagmi 3 (tests/apps/wagmi3-app),
// each with a test wallet of its own.
import type { LocalChain } from '@latchkey/local-chain'
import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  forbidOutsideHosts,
  startTestWallet,
  type TestWallet,
} from '../../packages/adapter-evm/test/walletConnectWallet'
import type { Stack } from '../../stack/scripts/startStack.mjs'
import { hasChromium } from './chromium'
import { sharedStack } from './demoStack'
import {
  appkitButton,
  balanceOf,
  dialog,
  dialogTitle,
  ETHER,
  requireChromium,
  waitForDialogClosed,
} from './support'
import {
  fieldText,
  openWagmiApp,
  untilField,
  WAGMI_MAJORS,
  type WagmiAppPage,
} from './wagmiAppSupport'
import { scanQrCode } from './walletConnectSupport'

const guard = forbidOutsideHosts()
let stack: Stack
let opened: WagmiAppPage
let page: Page
let wallet: TestWallet

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  stack = await sharedStack()
})

afterAll(async () => {
  await stack?.stop()
  guard.restore()
})

const text = (name: string) => fieldText(page, name)
const until = (name: string, value: string | RegExp) => untilField(page, name, value)

/** The modal shows the QR view with its code. */
async function qrShown() {
  await expect.poll(() => dialogTitle(page)).toBe('Scan with your phone')
  await dialog(page).getByRole('img', { name: 'QR code to connect a phone wallet' }).waitFor()
}

/** The wallet scans the code on show; wagmi and the modal both hold its account after. */
async function scanAndConnect() {
  const uri = await scanQrCode(page)
  expect(uri).toMatch(/^wc:/)
  await wallet.pair(uri as string)
  await until('status', /^connected$/)
  expect((await text('address')).toLowerCase()).toBe(wallet.address.toLowerCase())
  expect(await text('connector')).toBe('walletConnect')
  await until('modal-status', /^connected$/)
  expect((await text('modal-address')).toLowerCase()).toBe(wallet.address.toLowerCase())
  await waitForDialogClosed(page)
}

describe.each(WAGMI_MAJORS)('on wagmi %i', (wagmi) => {
  beforeAll(async () => {
    if (!hasChromium()) return
    wallet = await startTestWallet({
      relayUrl: stack.provider.relayUrl,
      chains: stack.chains as unknown as LocalChain[],
      privateKey: stack.chains[0]!.accounts[5]!.privateKey,
    })
    opened = await openWagmiApp(stack, '', wagmi)
    page = opened.page
  })

  afterAll(async () => {
    await opened?.close()
    await wallet?.stop()
  })

  describe('WalletConnect in a wagmi app', () => {
    it("pairs from the modal's QR code: wagmi's account is the wallet's", async () => {
      await until('status', /^disconnected$/)
      await appkitButton(page).click()
      await dialog(page)
        .getByRole('button', { name: /^WalletConnect/ })
        .click()
      await qrShown()
      await scanAndConnect()
    })

    it('signs with useSignMessage through the session', async () => {
      await page.getByRole('button', { name: 'Sign message' }).click()
      await until('signature', /^0x[0-9a-f]{130}$/)
      const signature = (await text('signature')) as `0x${string}`
      expect(
        await verifyMessage({ address: wallet.address, message: 'hello from wagmi', signature }),
      ).toBe(true)
    })

    it('switches with useSwitchChain between the chains the session approved', async () => {
      await page.getByRole('button', { name: 'Switch to 31338' }).click()
      await until('chain-id', /^31338$/)
      await until('modal-chain-id', /^31338$/)
      expect(await text('switch-error')).toBe('')
    })

    it('sends with useSendTransaction through the session: the receipt lands', async () => {
      const to = stack.chains[1]!.accounts[1]!.address
      const before = await balanceOf(stack.chains[1]!.rpcUrl, to)
      await page.getByLabel('Receiver').fill(to)
      await page.getByRole('button', { name: 'Send 0.5 ETH' }).click()
      await until('send-status', /^success$/)
      expect(await balanceOf(stack.chains[1]!.rpcUrl, to)).toBe(before + ETHER / 2n)
    })

    it('finds the session again after a reload, for wagmi and the modal', async () => {
      await page.reload()
      await until('status', /^connected$/)
      expect(await text('connector')).toBe('walletConnect')
      await until('modal-status', /^connected$/)
      expect(wallet.sessionTopics()).toHaveLength(1)
    })

    it('disconnects with useDisconnect: the modal is disconnected and the session ends', async () => {
      await page.getByRole('button', { name: 'wagmi disconnect' }).click()
      await until('status', /^disconnected$/)
      await until('modal-status', /^disconnected$/)
      await expect.poll(() => wallet.sessionTopics().length, { timeout: 20_000 }).toBe(0)
      expect(opened.errors).toEqual([])
    })
  })

  describe("wagmi's connect with the WalletConnect connector, called by the app", () => {
    const appConnect = () =>
      page.getByRole('button', { name: 'wagmi connect WalletConnect' }).click()

    it('closing the modal rejects it as refused; nothing connects', async () => {
      await until('status', /^disconnected$/)
      await appConnect()
      await qrShown()
      await dialog(page).getByRole('button', { name: 'Close' }).click()
      await waitForDialogClosed(page)
      await until('connect-error', /^UserRejectedRequestError: User rejected the request\./)
      expect(await text('status')).toBe('disconnected')
      expect(await text('modal-status')).toBe('disconnected')
      expect(wallet.sessionTopics()).toHaveLength(0)
    })

    it('shows the QR code of its pairing: a scan connects wagmi and the modal alike', async () => {
      await appConnect()
      await qrShown()
      await scanAndConnect()
      expect(await text('connect-error')).toBe('')
      expect(wallet.sessionTopics()).toHaveLength(1)
      expect(opened.errors).toEqual([])
    })
  })
})
