// Issue 37 in the built demo: the NFTs tab shows the demo collections held by development
// account 0 (ERC-721 over http, IPFS and data:, ERC-1155 with amounts), leaves out the spam
// airdrop, and shows a token minted while the modal is open; Activity shows the mint with its
// preview. Every image is the provider's image route, never a metadata URL. On Solana, the
// Metaplex NFT the stack minted to the Solana dev account shows with its collection.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mintDemoKey } from '../../stack/local-chain/src/deployDemoNfts'
import { hasChromium } from './chromium'
import { type DemoStack, startDemoStack, stopAll } from './demoStack'
import { decideSolanaRequest, solanaWalletRow } from './solanaSupport'
import {
  appkitButton,
  connectDevWallet,
  type DemoPage,
  dialog,
  dialogTitle,
  hookText,
  openDemo,
  requireChromium,
  waitForDialogClosed,
} from './support'

let stack: DemoStack
let browser: Browser
let demo: DemoPage
let page: Page

beforeEach(() => requireChromium())

beforeAll(async () => {
  if (!hasChromium()) return
  ;({ stack, browser } = await startDemoStack())
  demo = await openDemo(browser, `${stack.demo.url}/?theme=light`)
  page = demo.page
  await connectDevWallet(page)
})

afterAll(() => stopAll(demo, browser, stack))

const cards = (p: Page) => dialog(p).locator('.lk-nft-card')
const cardNames = (p: Page) => dialog(p).locator('.lk-nft-name').allTextContents()

/** Each card's image once loaded: [name, src, natural width]. */
const cardImages = (p: Page) =>
  cards(p).evaluateAll((items) =>
    items.map((item) => {
      const img = item.querySelector('img')
      return [
        item.querySelector('.lk-nft-name')?.textContent ?? '',
        img?.getAttribute('src') ?? '',
        img?.naturalWidth ?? 0,
      ] as const
    }),
  )

describe('NFTs (issue 37)', () => {
  it('shows the held collections as a grid, spam left out, images through the provider', async () => {
    await page.locator('appkit-account-button').getByRole('button').click()
    await expect.poll(() => dialogTitle(page)).toBe('Account')
    await dialog(page).getByRole('tab', { name: 'NFTs' }).click()
    await expect
      .poll(async () => (await cardNames(page)).sort(), { timeout: 30_000 })
      .toEqual([
        'Latchkey Badge 1',
        'Latchkey Badge 2',
        'Latchkey Badge 3',
        'Latchkey Key #1',
        'Latchkey Key #2',
        'Latchkey Key #3',
      ])
    const badge = cards(page).filter({ hasText: 'Latchkey Badge 1' })
    expect(await badge.locator('.lk-nft-collection').textContent()).toBe('Latchkey Badges')
    expect(await badge.locator('.lk-nft-amount').textContent()).toBe('× 5')
    expect(
      await cards(page).filter({ hasText: 'Latchkey Key #1' }).locator('.lk-nft-amount').count(),
    ).toBe(0)
    expect(await dialog(page).textContent()).not.toContain('Claim your reward')

    // Every image loads, and only from the provider's image route.
    const route = `${stack.provider.url}/v1/nfts/`
    await expect
      .poll(async () => (await cardImages(page)).filter(([, , width]) => width > 0).length, {
        timeout: 15_000,
      })
      .toBe(6)
    for (const [name, src] of await cardImages(page)) {
      expect(src.startsWith(route), `${name}: ${src}`).toBe(true)
    }
    expect(demo.errors).toEqual([])
  })

  it('shows a token minted to the account, and its mint in Activity with the preview', async () => {
    const chain = stack.chains[0]!
    const alice = chain.accounts[0]!.address
    await mintDemoKey({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      to: alice,
      tokenId: 404n,
      uri: `${stack.config.nfts.metadataUrl}/keys/4.json`,
    })
    // The tab reads again when it is shown again.
    await dialog(page).getByRole('tab', { name: 'Tokens' }).click()
    await expect
      .poll(
        async () => {
          await dialog(page).getByRole('tab', { name: 'Tokens' }).click()
          await dialog(page).getByRole('tab', { name: 'NFTs' }).click()
          await cards(page).first().waitFor({ timeout: 5_000 })
          return cardNames(page)
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toContain('Latchkey Key #4')

    await dialog(page).getByRole('tab', { name: 'Activity' }).click()
    const row = dialog(page).locator('.lk-activity-row').filter({ hasText: 'Latchkey Key #4' })
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1)
    const preview = row.locator('img')
    await expect
      .poll(() => preview.getAttribute('src'), { timeout: 15_000 })
      .toMatch(new RegExp(`^${stack.provider.url.replace(/[.]/g, '\\.')}/v1/nfts/`))
    // The spam airdrop's mint (its only transfer) is hidden (SPEC §5).
    expect(await dialog(page).textContent()).not.toContain('Claim your reward')
    expect(demo.errors).toEqual([])
  })
})

describe('Solana NFTs (issue 37)', () => {
  it('shows the Metaplex NFT of the Solana dev account, with its collection', async () => {
    const solana = await openDemo(browser, `${stack.demo.url}/?theme=light`)
    try {
      const p = solana.page
      await appkitButton(p).click()
      await dialog(p).waitFor()
      await solanaWalletRow(p).click()
      await decideSolanaRequest(p, 'connect', 'Approve')
      await expect.poll(() => hookText(p, 'status')).toBe('connected')
      await waitForDialogClosed(p)
      await p.locator('appkit-account-button').getByRole('button').click()
      await expect.poll(() => dialogTitle(p)).toBe('Account')
      await dialog(p).getByRole('tab', { name: 'NFTs' }).click()
      const key = cards(p).filter({ hasText: 'Latchkey Sol Key #1' })
      await expect.poll(() => key.count(), { timeout: 30_000 }).toBe(1)
      expect(await key.locator('.lk-nft-collection').textContent()).toBe('Latchkey Sol Keys')
      await expect
        .poll(() => key.locator('img').getAttribute('src'), { timeout: 15_000 })
        .toContain(`${stack.provider.url}/v1/nfts/${encodeURIComponent(stack.solana.caip2)}/`)
      expect(solana.errors).toEqual([])
    } finally {
      await solana.close()
    }
  })
})
