// Issue 17: the embedded (e-mail) wallet in the React + wagmi app (tests/apps/wagmi-app) is a
// wagmi connector. A login in the modal is wagmi's connection: useAccount, useSignMessage (approved
// in the frame), useSwitchChain and useDisconnect see it, and a reload restores both sides. The
// app's own `connect` with it and no login opens the modal's e-mail login (the Connect view).
// Issue 33: on wagmi 2 and on wagmi 3 (tests/apps/wagmi3-app), each with an e-mail of its own.
import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Stack } from '../../stack/scripts/startStack.mjs'
import { hasChromium } from './chromium'
import { sharedStack } from './demoStack'
import { frame, logIn } from './embeddedSupport'
import { appkitButton, dialog, requireChromium, screenshot, waitForDialogClosed } from './support'
import {
  fieldText,
  openWagmiApp,
  untilField,
  WAGMI_MAJORS,
  type WagmiAppPage,
} from './wagmiAppSupport'

let stack: Stack
let opened: WagmiAppPage
let page: Page
let frameUrl: string
let address = ''
let EMAIL = ''

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  stack = await sharedStack()
  if (!stack.config.secureFrameUrl) throw new Error('apps/secure-frame is not built')
  frameUrl = stack.config.secureFrameUrl
})

afterAll(async () => {
  await stack?.stop()
})

const text = (name: string) => fieldText(page, name)
const until = (name: string, value: string | RegExp) => untilField(page, name, value)

describe.each(WAGMI_MAJORS)('on wagmi %i', (wagmi) => {
  beforeAll(async () => {
    if (!hasChromium()) return
    address = ''
    EMAIL = `wagmi${wagmi}-${Date.now()}@example.com`
    opened = await openWagmiApp(stack, '', wagmi)
    page = opened.page
  })

  afterAll(async () => {
    await opened?.close()
  })

  describe('the embedded wallet in a wagmi app', () => {
    it("logs in through the modal: wagmi's account is the frame's wallet", async () => {
      await until('status', /^disconnected$/)
      await appkitButton(page).click()
      await logIn(page, {
        frameUrl,
        email: EMAIL,
        recovery: { mode: 'create', password: 'a long recovery password' },
        status: () => text('status'),
      })
      address = await text('address')
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(await text('connector')).toBe('latchkey-embedded')
      // The login took the app's network, and the modal holds the same connection.
      expect(await text('chain-id')).toBe('31337')
      await until('modal-status', /^connected$/)
      expect(await text('modal-address')).toBe(address)
      await until('modal-events', /CONNECT_SUCCESS/)
      await screenshot(
        page,
        wagmi === 2 ? 'wagmi-embedded-connected' : `wagmi${wagmi}-embedded-connected`,
      )
    })

    it('signs with useSignMessage once the visitor approves in the frame', async () => {
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Sign message' }).click()
      const approval = frame(page).getByRole('region', { name: 'Sign a message' })
      await approval.getByRole('button', { name: 'Approve' }).click()
      await until('signature', /^0x[0-9a-f]{130}$/)
      const signature = (await text('signature')) as `0x${string}`
      expect(
        await verifyMessage({
          address: address as `0x${string}`,
          message: 'hello from wagmi',
          signature,
        }),
      ).toBe(true)
    })

    it('switches with useSwitchChain: wagmi and the modal move to 31338', async () => {
      await page.getByRole('button', { name: 'Switch to 31338' }).click()
      await until('chain-id', /^31338$/)
      await until('modal-chain-id', /^31338$/)
      // On 31338 the stack runs a bundler, so the frame uses the login's smart account there
      // (SPEC §3's eip155 default): wagmi and the modal move to it together.
      const eoa = address
      await expect
        .poll(async () => {
          const now = await text('address')
          return now !== eoa && now === (await text('modal-address'))
        })
        .toBe(true)
      address = await text('address')
    })

    it('restores both after a reload without a new login', async () => {
      await page.reload()
      await until('status', /^connected$/)
      expect(await text('address')).toBe(address)
      expect(await text('connector')).toBe('latchkey-embedded')
      await until('modal-status', /^connected$/)
      expect(await text('modal-address')).toBe(address)
    })

    it('disconnects with useDisconnect: the modal is disconnected and the frame signed out', async () => {
      await page.getByRole('button', { name: 'wagmi disconnect' }).click()
      await until('status', /^disconnected$/)
      await until('modal-status', /^disconnected$/)
      await page.reload()
      await page.getByTestId('status').waitFor()
      await page.waitForTimeout(2_000)
      expect(await text('status')).toBe('disconnected')
      expect(opened.errors).toEqual([])
    })
  })

  describe("wagmi's connect with the embedded wallet and no login, called by the app", () => {
    const appConnect = () => page.getByRole('button', { name: 'wagmi connect Email' }).click()

    it('opens the e-mail login; closing the modal rejects it as refused', async () => {
      await appConnect()
      await dialog(page).getByLabel('Email address').waitFor()
      await dialog(page).getByRole('button', { name: 'Close' }).click()
      await waitForDialogClosed(page)
      await until('connect-error', /^UserRejectedRequestError: User rejected the request\./)
      expect(await text('status')).toBe('disconnected')
      expect(await text('modal-status')).toBe('disconnected')
    })

    it("a login in the modal it opened completes wagmi's connect", async () => {
      await appConnect()
      await logIn(page, { frameUrl, email: EMAIL, status: () => text('status') })
      expect(await text('connector')).toBe('latchkey-embedded')
      expect(await text('connect-error')).toBe('')
      await until('modal-status', /^connected$/)
      expect(await text('modal-address')).toBe(await text('address'))
      expect(opened.errors).toEqual([])
    })
  })
})
