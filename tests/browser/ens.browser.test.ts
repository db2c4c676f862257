// Issue 37 in the built demo: a primary ENS name, with an NFT avatar record (ENSIP-12), set for
// development account 0 in the local chain's ENS registry shows in Account: the name, and the
// avatar as the provider's image route (never the record's own URI). And the stack's wiring of
// CCIP-Read: a name registered with the provider's name service resolves in viem's getEnsAddress.
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { getEnsAddress } from 'viem/ens'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { localChainDefinition } from '../../stack/local-chain/src/chainDefinition'
import { DEMO_NFT_ADDRESSES } from '../../stack/local-chain/src/deployDemoNfts'
import { setEnsName } from '../../stack/local-chain/src/deployEns'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import {
  connectDevWallet,
  type DemoPage,
  dialog,
  dialogTitle,
  openDemo,
  requireChromium,
} from './support'

let stack: DemoStack
let browser: Browser
let demo: DemoPage
let page: Page

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium())
    return // A stack of its own: account 0's primary name would show in every other file's ?mainnet view.
  ;({ stack, browser } = await startDemoStack({ own: true }))
  const chain = stack.chains[0]!
  // Development account 0 holds Latchkey Key #1 (the demo collections), so the avatar is its own.
  await setEnsName({
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    account: chain.accounts[0]!,
    label: 'latchkey-dev',
    texts: { avatar: `eip155:${chain.chainId}/erc721:${DEMO_NFT_ADDRESSES.keys}/1` },
  })
  // ?mainnet: SPEC §7 fetches identities on non-testnet networks only; the local chains are testnets.
  demo = await openDemo(browser, `${stack.demo.url}/?theme=light&mainnet`)
  page = demo.page
  await connectDevWallet(page)
})

afterAll(() => stopAll(demo, browser, stack))

const accountButton = (p: Page) => p.locator('appkit-account-button').getByRole('button')

describe('ENS name and avatar (issue 37)', () => {
  it('shows the primary name and the NFT avatar in Account', async () => {
    await expect
      .poll(async () => (await accountButton(page).textContent()) ?? '', { timeout: 30_000 })
      .toContain('latchkey-dev.eth')
    await accountButton(page).click()
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    await expect
      .poll(() => dialog(page).locator('.lk-account-name').textContent())
      .toContain('latchkey-dev.eth')
    const avatar = dialog(page).locator('.lk-account-head img').first()
    const address = stack.chains[0]!.accounts[0]!.address
    await expect
      .poll(() => avatar.getAttribute('src'), { timeout: 15_000 })
      .toBe(`${stack.provider.url}/v1/identity/${address}/avatar?projectId=latchkey-dev`)
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 })
      .toBeGreaterThan(0)
  })

  it("resolves a name registered with the name service through the stack's CCIP-Read gateway", async () => {
    const chain = stack.chains[0]!
    const owner = privateKeyToAccount(chain.accounts[2]!.privateKey)
    const name = `ens-${Date.now().toString(36)}.latchkey.id`
    const message = JSON.stringify({
      name,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const r = await fetch(`${stack.provider.url}/v1/profile/account?projectId=latchkey-dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.demo.url },
      body: JSON.stringify({
        coin_type: 60,
        address: owner.address,
        message,
        signature: await owner.signMessage({ message }),
      }),
    })
    expect(r.status, await r.clone().text()).toBe(200)
    const client = createPublicClient({
      chain: localChainDefinition(chain.chainId, chain.rpcUrl),
      transport: http(chain.rpcUrl),
    })
    expect(await getEnsAddress(client, { name })).toBe(owner.address)
  })
})
